import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** The title's id, which names the section; a section without one is named by nothing. */
  id?: string;
  title: string;
  /** A line under the title about the whole section. */
  hint?: ReactNode;
  children: ReactNode;
}

/** One titled part of the profile's and the targets' forms. */
export function ProfileSection({ id, title, hint, children }: ProfileSectionProps) {
  return (
    <section className="profile__section" aria-labelledby={id}>
      <h2 id={id} className="profile__section-title">
        {title}
      </h2>
      {hint ? <p className="profile__hint profile__section-hint">{hint}</p> : null}
      {children}
    </section>
  );
}
