/**
 * The navbar's account controls and the favourites' sync, which read the session through the query library: they
 * load on demand, so the first load carries neither (decision 0024).
 */
export const loadAccountControls = () => import('./account-controls');
