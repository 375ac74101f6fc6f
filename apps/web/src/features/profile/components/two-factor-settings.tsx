import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@thrive/contract';
import { Field } from '../../../components/ui/field';
import { authClient, authRequest, type AuthError } from '../../../lib/auth-client';
import { profileQueryOptions } from '../api/get-profile';
import './two-factor-settings.css';

const PasswordSchema = z.object({ password: z.string().min(1, 'Enter your password.').max(128) });
const CodeSchema = z.object({ code: z.string().trim().min(1, TWO_FACTOR_MESSAGES.enterCode).max(32) });

/** What a password confirms here. */
type Action = 'enable' | 'disable' | 'codes';

/** The app's set-up in progress: its QR code, the key to type instead, and the backup codes. */
interface Setup {
  qrCode: string;
  key: string;
  backupCodes: string[];
}

/** The QR code of an `otpauth://` address, drawn in this browser (the address holds the secret). */
async function qrCodeOf(uri: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const problem = (error: AuthError) =>
  error.status === 429
    ? AUTH_MESSAGES.tooManyRequests
    : error.code === 'INVALID_PASSWORD' || error.status === 400 || error.status === 401
      ? TWO_FACTOR_MESSAGES.wrongPassword
      : TWO_FACTOR_MESSAGES.failed;

interface TwoFactorSettingsProps {
  userId: string;
  enabled: boolean;
  hasPassword: boolean;
}

/**
 * Two-factor sign-in: turned on by scanning a QR code into an authenticator app and typing back its first code, with
 * ten backup codes for a lost phone; turned off, or given new backup codes, with the password.
 */
export function TwoFactorSettings({ userId, enabled, hasPassword }: TwoFactorSettingsProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const passwordForm = useForm({ resolver: zodResolver(PasswordSchema), defaultValues: { password: '' } });
  const codeForm = useForm({ resolver: zodResolver(CodeSchema), defaultValues: { code: '' } });

  const setupRef = useRef<HTMLDivElement>(null);
  // The button pressed gives way to what it opened: focus follows, so a keyboard or a screen reader is not left behind.
  const { setFocus } = passwordForm;
  useEffect(() => {
    if (action) setFocus('password');
  }, [action, setFocus]);
  useEffect(() => {
    if (setup) setupRef.current?.focus();
  }, [setup]);

  const refreshProfile = () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey });

  function start(next: Action) {
    passwordForm.reset();
    setOutcome(null);
    setCodes(null);
    setAction(next);
  }

  async function confirm({ password }: { password: string }) {
    const failed = (error: AuthError) =>
      passwordForm.setError('password', { message: problem(error) }, { shouldFocus: true });
    if (action === 'enable') {
      const { data, error } = await authRequest(() => authClient.twoFactor.enable({ password, method: 'totp' }));
      if (error) return failed(error);
      if (data.method !== 'totp') return failed({});
      const key = new URL(data.totpURI).searchParams.get('secret') ?? '';
      setSetup({ qrCode: await qrCodeOf(data.totpURI), key, backupCodes: data.backupCodes });
    } else if (action === 'codes') {
      const { data, error } = await authRequest(() => authClient.twoFactor.generateBackupCodes({ password }));
      if (error) return failed(error);
      setCodes(data.backupCodes);
      setOutcome(TWO_FACTOR_MESSAGES.newCodes);
    } else {
      const { error } = await authRequest(() => authClient.twoFactor.disable({ password }));
      if (error) return failed(error);
      setOutcome(TWO_FACTOR_MESSAGES.off);
      await refreshProfile();
    }
    setAction(null);
  }

  async function verify({ code }: { code: string }) {
    const { error } = await authRequest(() => authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, '') }));
    if (error) {
      const message = error.status === 429 ? AUTH_MESSAGES.tooManyRequests : TWO_FACTOR_MESSAGES.wrongCode;
      return codeForm.setError('code', { message }, { shouldFocus: true });
    }
    setSetup(null);
    setOutcome(TWO_FACTOR_MESSAGES.on);
    await refreshProfile();
  }

  return (
    <section className="card profile__account-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile__section-title">
        Two-factor sign-in
      </h2>
      <p className="profile__hint">
        {enabled
          ? 'On: signing in asks for a code from your authenticator app after your password.'
          : hasPassword
            ? 'Add a second step to signing in: a code from an authenticator app on your phone, so a stolen password is not enough.'
            : 'Choose a password first (above): two-factor sign-in asks for a code after it.'}
      </p>

      {setup ? (
        <div
          className="two-factor__setup"
          ref={setupRef}
          tabIndex={-1}
          role="group"
          aria-label="Set up two-factor sign-in"
        >
          <ol className="two-factor__steps">
            <li>
              Scan this code with an authenticator app (such as Aegis, Google Authenticator or 1Password).
              <img className="two-factor__qr" src={setup.qrCode} alt="QR code to add Thrive to an authenticator app" />
              <span className="profile__hint">
                Or type this key: <code className="two-factor__key">{setup.key.replace(/(.{4})/g, '$1 ').trim()}</code>
              </span>
            </li>
            <li>
              Keep these backup codes somewhere safe. Each signs you in once if you lose your phone.
              <BackupCodes codes={setup.backupCodes} />
            </li>
            <li>
              Type the 6-digit code the app shows, to turn it on.
              <form className="profile__account-form" onSubmit={codeForm.handleSubmit(verify)} noValidate>
                <Field
                  label="Code from the app"
                  error={codeForm.formState.errors.code?.message}
                  input={{ autoComplete: 'one-time-code', inputMode: 'numeric', ...codeForm.register('code') }}
                />
                <div className="profile__account-actions">
                  <button type="submit" className="btn btn-primary" disabled={codeForm.formState.isSubmitting}>
                    {codeForm.formState.isSubmitting ? 'Checking…' : 'Turn on'}
                  </button>
                  <button type="button" className="btn btn-secondary" onClick={() => setSetup(null)}>
                    Cancel
                  </button>
                </div>
              </form>
            </li>
          </ol>
        </div>
      ) : action ? (
        <form className="profile__account-form" onSubmit={passwordForm.handleSubmit(confirm)} noValidate>
          <Field
            label="Your password"
            error={passwordForm.formState.errors.password?.message}
            input={{ type: 'password', autoComplete: 'current-password', ...passwordForm.register('password') }}
          />
          <div className="profile__account-actions">
            <button type="submit" className="btn btn-primary" disabled={passwordForm.formState.isSubmitting}>
              {passwordForm.formState.isSubmitting
                ? 'Checking…'
                : action === 'enable'
                  ? 'Continue'
                  : action === 'codes'
                    ? 'Make new backup codes'
                    : 'Turn off'}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setAction(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : hasPassword ? (
        <div className="profile__account-actions">
          {enabled ? (
            <>
              <button type="button" className="btn btn-secondary" onClick={() => start('codes')}>
                New backup codes
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => start('disable')}>
                Turn off
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => start('enable')}>
              Turn on two-factor sign-in
            </button>
          )}
        </div>
      ) : null}
      {codes ? <BackupCodes codes={codes} /> : null}
      <p className="form-message" role="status" data-tone="success">
        {outcome}
      </p>
    </section>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <ul className="two-factor__codes" aria-label="Backup codes">
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ul>
  );
}
