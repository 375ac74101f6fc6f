/** Keeps the place of the navbar's account controls until it is known who is signed in. */
export function SessionPending() {
  return <span className="navbar__session-pending" aria-hidden="true" />;
}
