import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SocialProviderId } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { authCall, authClient, authErrorMessage } from '../../../lib/auth-client';
import { refreshSession, signOut, useAuth, type AuthUser } from '../../../lib/session';
import { SocialSignIn } from './social-sign-in';
import type { LoginView } from '../../../lib/login-dialog';
import { signUpWithEmail } from '../api/sign-up';
import type { SignUpProblems } from '../sign-up-problems';
import { ForgotPasswordForm } from './forgot-password-form';
import './login-panel.css';

function formValues(event: FormEvent<HTMLFormElement>): Record<string, string> {
  event.preventDefault();
  return Object.fromEntries(
    [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
  );
}

/**
 * The sign-up / sign-in panel (docs/product.md, "Login dialog"): two sliding forms under an overlay whose buttons
 * switch between them. A sign-up error about one field shows under it, any other on the sign-up line; sign-in and
 * social errors on the sign-in line.
 */
export function LoginPanel({
  initialView = 'sign-in',
  onNavigate,
}: {
  initialView?: LoginView;
  onNavigate?: () => void;
}) {
  const { user } = useAuth();
  const [view, setView] = useState<LoginView>(initialView);
  const form = view === 'sign-up' ? 'sign-up' : 'sign-in';
  const [signUpProblems, setSignUpProblems] = useState<SignUpProblems>({});
  const [signInError, setSignInError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const signUpForm = useRef<HTMLFormElement>(null);

  // A field the server refused takes focus, so its message is read with it; a form-wide one is an alert.
  useEffect(() => {
    signUpForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [signUpProblems]);

  function show(next: LoginView) {
    setView(next);
    setSignUpProblems({});
    setSignInError('');
  }

  async function run<Failure>(call: () => Promise<Failure | null>, onFailure: (failure: Failure) => void) {
    setBusy(true);
    const failure = await call();
    // The panel turns to the signed-in view once the session says who is in.
    if (!failure) await refreshSession();
    setBusy(false);
    if (failure) onFailure(failure);
  }

  function signUp(event: FormEvent<HTMLFormElement>) {
    const { name = '', email = '', password = '' } = formValues(event);
    setSignUpProblems({});
    void run(() => signUpWithEmail({ name: name.trim(), email, password }), setSignUpProblems);
  }

  function signIn(event: FormEvent<HTMLFormElement>) {
    const { email = '', password = '' } = formValues(event);
    setSignInError('');
    void run(
      () => authCall(() => authClient.signIn.email({ email, password })),
      (error) => setSignInError(authErrorMessage(error)),
    );
  }

  function signInWith(provider: SocialProviderId) {
    setSignInError('');
    void run(
      () => authCall(() => authClient.signIn.popup({ provider })),
      (error) => setSignInError(authErrorMessage(error, provider)),
    );
  }

  async function endSession() {
    await signOut();
    show('sign-in');
  }

  if (user) return <SignedInView user={user} onSignOut={() => void endSession()} onNavigate={onNavigate} />;

  return (
    <div className="login-panel" data-form={form}>
      <form
        ref={signUpForm}
        className="login-panel__form login-panel__form--sign-up"
        aria-labelledby={`${id}-sign-up`}
        inert={form !== 'sign-up'}
        onSubmit={signUp}
      >
        <h2 id={`${id}-sign-up`}>Create Account</h2>
        <p className="login-panel__lead">Save your plans and tick off your meals.</p>
        <Field label="Name" error={signUpProblems.name}>
          {(control) => <input className="input" name="name" autoComplete="name" required {...control} />}
        </Field>
        <Field label="Email" error={signUpProblems.email}>
          {(control) => (
            <input className="input" name="email" type="email" autoComplete="email" required {...control} />
          )}
        </Field>
        <Field
          label="Password"
          hint="At least 8 characters."
          hintClassName="login-panel__hint"
          error={signUpProblems.password}
        >
          {(control) => (
            <input
              className="input"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
              {...control}
            />
          )}
        </Field>
        <p className="form-message login-panel__error" data-tone="error" role="alert">
          {signUpProblems.form}
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && form === 'sign-up' ? 'Signing up…' : 'Sign Up'}
        </button>
      </form>

      {view === 'forgot' ? (
        <ForgotPasswordForm className="login-panel__form login-panel__form--sign-in" onBack={() => show('sign-in')} />
      ) : (
        <form
          className="login-panel__form login-panel__form--sign-in"
          aria-labelledby={`${id}-sign-in`}
          inert={form !== 'sign-in'}
          onSubmit={signIn}
        >
          <h2 id={`${id}-sign-in`}>Sign In</h2>
          <SocialSignIn busy={busy} onSignIn={signInWith} />
          <p className="login-panel__divider">or use your email</p>
          <Field label="Email">
            {(control) => (
              <input className="input" name="email" type="email" autoComplete="email" required {...control} />
            )}
          </Field>
          <Field label="Password">
            {(control) => (
              <input
                className="input"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                {...control}
              />
            )}
          </Field>
          <button type="button" className="link-button login-panel__forgot" onClick={() => show('forgot')}>
            Forgot password?
          </button>
          <p className="form-message login-panel__error" data-tone="error" role="alert">
            {signInError}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && form === 'sign-in' ? 'Signing in…' : 'Sign In'}
          </button>
        </form>
      )}

      <div className="login-panel__overlay-frame">
        <div className="login-panel__overlay">
          <section
            className="login-panel__overlay-side login-panel__overlay-side--left"
            aria-labelledby={`${id}-welcome-back`}
            inert={form !== 'sign-up'}
          >
            <h2 id={`${id}-welcome-back`}>Welcome Back!</h2>
            <p>To keep connected with us please login with your personal info</p>
            <button type="button" className="btn login-panel__ghost" onClick={() => show('sign-in')}>
              Sign In
            </button>
          </section>
          <section
            className="login-panel__overlay-side login-panel__overlay-side--right"
            aria-labelledby={`${id}-hello-friend`}
            inert={form !== 'sign-in'}
          >
            <h2 id={`${id}-hello-friend`}>Hello, Friend!</h2>
            <p>Enter your personal details and start your journey with us</p>
            <button type="button" className="btn login-panel__ghost" onClick={() => show('sign-up')}>
              Sign Up
            </button>
          </section>
        </div>
      </div>
    </div>
  );
}

function SignedInView({
  user,
  onSignOut,
  onNavigate,
}: {
  user: AuthUser;
  onSignOut: () => void;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <div className="login-panel__signed-in">
      <UserAvatar user={user} size={96} className="login-panel__avatar" />
      <h2>Welcome, {user.name || user.email}!</h2>
      <p>Your plans and favourites are saved to your account.</p>
      <div className="login-panel__signed-in-actions">
        <Link to="/dashboard" className="btn btn-primary" onClick={onNavigate}>
          Go to my dashboard
        </Link>
        <button type="button" className="btn btn-secondary" onClick={onSignOut}>
          Sign Out
        </button>
      </div>
    </div>
  );
}
