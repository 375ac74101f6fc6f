import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** What opened a dialog records in the history entry it adds: the item shown, under the dialog's parameter. */
type DialogState = Record<string, unknown>;

/**
 * A dialog whose item is part of the address (`?pose=12`), so that Back closes it rather than leaving the page, Forward
 * opens it again, and a shared link opens it. Opening adds a history entry holding the item; closing goes back to the
 * entry it was opened from, or, reached by a link, drops the parameter from this one. `find` looks the item up when
 * the entry holds none (a shared link, a reload after the page's data changed).
 */
export function useDialogInAddress<T extends { id: string | number }>(
  param: string,
  find: (id: string) => T | undefined,
): { item: T | null; open: (item: T) => void; close: () => void } {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = searchParams.get(param);
  const state = location.state as DialogState | null;
  const held = state?.[param] as T | undefined;
  const item = id === null ? null : held && String(held.id) === id ? held : (find(id) ?? null);

  function open(next: T) {
    const search = new URLSearchParams(searchParams);
    search.set(param, String(next.id));
    void navigate({ search: `?${search}` }, { state: { ...state, [param]: next }, preventScrollReset: true });
  }

  function close() {
    if (held) {
      void navigate(-1);
      return;
    }
    const search = new URLSearchParams(searchParams);
    search.delete(param);
    const query = search.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true });
  }

  return { item, open, close };
}
