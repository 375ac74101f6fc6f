import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { PASSKEY_MESSAGES, SignInEmailSchema, SignUpEmailSchema, type SocialProviderId } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { PasswordStrengthHint } from '../../../components/ui/password-strength';
import { showServerErrors } from '../../../lib/forms';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { authCall, authClient, authErrorMessage } from '../../../lib/auth-client';
import { refreshSession, sessionQuery, signOut, useAuth, type AuthUser } from '../../../lib/session';
import { SocialSignIn } from './social-sign-in';
import type { LoginView } from '../../../lib/login-dialog';
import { signUpWithEmail, type SignUpDetails } from '../api/sign-up';
import { signInWithEmail } from '../api/sign-in';
import { SecondFactorForm } from './second-factor-form';
import { SIGN_UP_FIELDS, type SignUpProblems } from '../sign-up-problems';
import { ForgotPasswordForm } from './forgot-password-form';
import './login-panel.css';

/** The server's own bounds on a new account (a name of 80 characters at most, a password of 8 at least). */
const SignUpFormSchema = SignUpEmailSchema.pick({ name: true, email: true, password: true });
const SignInFormSchema = SignInEmailSchema.pick({ email: true, password: true });

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
  const queryClient = useQueryClient();
  const [view, setView] = useState<LoginView>(initialView);
  const form = view === 'sign-up' ? 'sign-up' : 'sign-in';
  const [busy, setBusy] = useState(false);
  /** The password was right and the account asks for a second factor: its code is the sign-in form's next step. */
  const [secondFactor, setSecondFactor] = useState(false);
  const id = useId();
  const signUpForm = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const signInForm = useForm({ resolver: zodResolver(SignInFormSchema), defaultValues: { email: '', password: '' } });
  const signUpErrors = signUpForm.formState.errors;
  const signUpPassword = useWatch({ control: signUpForm.control, name: 'password' });

  function show(next: LoginView) {
    setView(next);
    setSecondFactor(false);
    signUpForm.clearErrors();
    signInForm.clearErrors();
  }

  async function run<Failure>(call: () => Promise<Failure | null>, onFailure: (failure: Failure) => void) {
    setBusy(true);
    const failure = await call();
    // The panel turns to the signed-in view once the session says who is in.
    if (!failure) await refreshSession(queryClient);
    setBusy(false);
    if (failure) onFailure(failure);
  }

  /** A field the server refused takes focus, so its message is read with it; a form-wide one is an alert. */
  function showSignUpProblems(problems: SignUpProblems) {
    showServerErrors(signUpForm.setError, problems, SIGN_UP_FIELDS);
    if (problems.form) signUpForm.setError('root', { message: problems.form });
  }

  const signUp = (details: SignUpDetails) => run(() => signUpWithEmail(details), showSignUpProblems);

  async function signIn(credentials: { email: string; password: string }) {
    setBusy(true);
    const outcome = await signInWithEmail(credentials);
    if ('signedIn' in outcome) await refreshSession(queryClient);
    setBusy(false);
    if ('twoFactor' in outcome) setSecondFactor(true);
    if ('error' in outcome) signInForm.setError('root', { message: authErrorMessage(outcome.error) });
  }

  /**
   * The popup posts its outcome to this page, then closes; better-auth also checks twice a second whether it has
   * closed, and on a busy device that check can come before the message. A popup that signed the person in before
   * closing has set the session: that is the outcome then, not "closed before sign-in finished".
   */
  async function signInWithPopup(provider: SocialProviderId) {
    const error = await authCall(() => authClient.signIn.popup({ provider }));
    if (error?.code !== 'POPUP_CLOSED') return error;
    await refreshSession(queryClient);
    return queryClient.getQueryData(sessionQuery.queryKey) ? null : error;
  }

  function signInWith(provider: SocialProviderId) {
    signInForm.clearErrors('root');
    void run(
      () => signInWithPopup(provider),
      (error) => signInForm.setError('root', { message: authErrorMessage(error, provider) }),
    );
  }

  /** The browser asks which passkey and for the fingerprint, face or screen lock; no email or password is typed. */
  function signInWithPasskey() {
    signInForm.clearErrors('root');
    void run(
      () => authCall(() => authClient.signIn.passkey()),
      (error) =>
        signInForm.setError('root', {
          message:
            error.ourMessage ??
            (error.code === 'AUTH_CANCELLED' || error.code === 'ERROR_CEREMONY_ABORTED'
              ? PASSKEY_MESSAGES.cancelled
              : error.status === 400 || error.status === 401
                ? PASSKEY_MESSAGES.notRecognised
                : authErrorMessage(error)),
        }),
    );
  }

  async function endSession() {
    await signOut(queryClient);
    show('sign-in');
  }

  if (user) return <SignedInView user={user} onSignOut={() => void endSession()} onNavigate={onNavigate} />;

  return (
    <div className="login-panel" data-form={form}>
      <form
        className="login-panel__form login-panel__form--sign-up"
        aria-labelledby={`${id}-sign-up`}
        inert={form !== 'sign-up'}
        onSubmit={signUpForm.handleSubmit(signUp)}
      >
        <h2 id={`${id}-sign-up`}>Create Account</h2>
        <p className="login-panel__lead">Save your plans and tick off your meals.</p>
        <Field
          label="Name"
          error={signUpErrors.name?.message}
          input={{ autoComplete: 'name', required: true, ...signUpForm.register('name') }}
        />
        <Field
          label="Email"
          error={signUpErrors.email?.message}
          input={{ type: 'email', autoComplete: 'email', required: true, ...signUpForm.register('email') }}
        />
        <Field
          label="Password"
          hint={<PasswordStrengthHint password={signUpPassword} />}
          hintClassName="login-panel__hint"
          error={signUpErrors.password?.message}
          input={{
            type: 'password',
            autoComplete: 'new-password',
            required: true,
            ...signUpForm.register('password'),
          }}
        />
        <p className="form-message login-panel__error" data-tone="error" role="alert">
          {signUpErrors.root?.message}
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && form === 'sign-up' ? 'Signing up…' : 'Sign Up'}
        </button>
      </form>

      {view === 'forgot' ? (
        <ForgotPasswordForm className="login-panel__form login-panel__form--sign-in" onBack={() => show('sign-in')} />
      ) : secondFactor && view === 'sign-in' ? (
        <SecondFactorForm
          className="login-panel__form login-panel__form--sign-in"
          onSignedIn={() => refreshSession(queryClient)}
          onBack={() => show('sign-in')}
        />
      ) : (
        <form
          className="login-panel__form login-panel__form--sign-in"
          aria-labelledby={`${id}-sign-in`}
          inert={form !== 'sign-in'}
          onSubmit={signInForm.handleSubmit(signIn)}
        >
          <h2 id={`${id}-sign-in`}>Sign In</h2>
          <SocialSignIn busy={busy} onSignIn={signInWith} />
          {'PublicKeyCredential' in window ? (
            <button
              type="button"
              className="btn btn-secondary login-panel__passkey"
              disabled={busy}
              onClick={signInWithPasskey}
            >
              <KeyRound size={18} aria-hidden="true" /> Use a passkey
            </button>
          ) : null}
          <p className="login-panel__divider">or use your email</p>
          <Field
            label="Email"
            input={{ type: 'email', autoComplete: 'email', required: true, ...signInForm.register('email') }}
          />
          <Field
            label="Password"
            input={{
              type: 'password',
              autoComplete: 'current-password',
              required: true,
              ...signInForm.register('password'),
            }}
          />
          <button type="button" className="link-button login-panel__forgot" onClick={() => show('forgot')}>
            Forgot password?
          </button>
          <p className="form-message login-panel__error" data-tone="error" role="alert">
            {signInForm.formState.errors.root?.message}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && form === 'sign-in' ? 'Signing in…' : 'Sign In'}
          </button>
        </form>
      )}

      <div className="login-panel__overlay-frame">
        <div className="login-panel__overlay">
          <OverlaySide
            side="left"
            id={`${id}-welcome-back`}
            title="Welcome Back!"
            text="To keep connected with us please login with your personal info"
            action="Sign In"
            shown={form === 'sign-up'}
            onAction={() => show('sign-in')}
          />
          <OverlaySide
            side="right"
            id={`${id}-hello-friend`}
            title="Hello, Friend!"
            text="Enter your personal details and start your journey with us"
            action="Sign Up"
            shown={form === 'sign-in'}
            onAction={() => show('sign-up')}
          />
        </div>
      </div>
    </div>
  );
}

interface OverlaySideProps {
  side: 'left' | 'right';
  /** The heading's id, which names the side. */
  id: string;
  title: string;
  text: string;
  /** The button that turns the panel to the other form. */
  action: string;
  /** Whether this side is the one showing; the hidden one is out of reach. */
  shown: boolean;
  onAction: () => void;
}

/** One side of the sliding overlay: a greeting and the button to the other form. */
function OverlaySide({ side, id, title, text, action, shown, onAction }: OverlaySideProps) {
  return (
    <section
      className={`login-panel__overlay-side login-panel__overlay-side--${side}`}
      aria-labelledby={id}
      inert={!shown}
    >
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <button type="button" className="btn login-panel__ghost" onClick={onAction}>
        {action}
      </button>
    </section>
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
