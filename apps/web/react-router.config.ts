import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (decision 0032): every route is rendered on the server with its loader and hydrated
 * in the browser. The build writes the browser's files to dist/client and the server's module to dist/server, which
 * apps/server serves.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
} satisfies Config;
