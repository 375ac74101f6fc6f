import { createContext, useContext } from 'react';

/** The login panel's forms: signing up, signing in, or asking for a password-reset link. */
export type LoginView = 'sign-up' | 'sign-in' | 'forgot';

export interface OpenLoginOptions {
  /** The form it opens on (signing in by default). */
  view?: LoginView;
  /** Where focus goes when the dialog closes and the control that opened it is gone or hidden. */
  returnFocusTo?: () => HTMLElement | null;
}

export interface LoginDialogControls {
  open: (options?: OpenLoginOptions) => void;
}

/** Provided by the app's layout, which holds the one login dialog. */
export const LoginDialogContext = createContext<LoginDialogControls>({ open: () => undefined });

/** Opens the login dialog from anywhere: the navbar, or a page that asks the visitor to sign in. */
export function useLoginDialog(): LoginDialogControls {
  return useContext(LoginDialogContext);
}
