import type { PageLoadContext } from '@thrive/contract/pages';

// The server's services a page's loader may call (React Router's load context), as the contract declares them.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- React Router's own name, which declaration merging extends.
  interface AppLoadContext extends PageLoadContext {}
}
