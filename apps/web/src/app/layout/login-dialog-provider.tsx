import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoginDialogContext, type LoginView, type OpenLoginOptions } from '../../lib/login-dialog';

// The login panel, its dialog and the auth client load when a visitor reaches for them, not with every page.
export const loadLoginDialog = () => import('./login-dialog');
const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));

/** Holds the login dialog for the whole app; once opened, it stays mounted so it can close with its animation. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ open: boolean; view: LoginView; key: number } | null>(null);
  const returnFocusTo = useRef<OpenLoginOptions['returnFocusTo']>(undefined);
  const open = useCallback((options: OpenLoginOptions = {}) => {
    returnFocusTo.current = options.returnFocusTo;
    // A new key starts the panel afresh on the form asked for.
    setOpened((current) => ({ open: true, view: options.view ?? 'sign-in', key: (current?.key ?? 0) + 1 }));
  }, []);
  const controls = useMemo(() => ({ open }), [open]);
  return (
    <LoginDialogContext value={controls}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <LoginDialog
            key={opened.key}
            open={opened.open}
            view={opened.view}
            onOpenChange={(open) => setOpened((current) => (current ? { ...current, open } : current))}
            focusWhenOpenerGone={() => returnFocusTo.current?.() ?? null}
          />
        </Suspense>
      ) : null}
    </LoginDialogContext>
  );
}
