import { useId, type ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { useLoginDialog } from '../../lib/login-dialog';
import './sign-in-card.css';

/** What a visitor sees on a page kept with an account: why to sign in, and the button that opens the login dialog. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const login = useLoginDialog();
  return (
    <section className="card sign-in-card" aria-labelledby={titleId}>
      <LogIn size={28} aria-hidden="true" />
      <p id={titleId} className="sign-in-card__title">
        {title}
      </p>
      <p>{children}</p>
      <button type="button" className="btn btn-primary" onClick={() => login.open()}>
        Sign in or sign up
      </button>
    </section>
  );
}
