import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import './toast.css';

/** How long a message stays on screen. */
export const TOAST_DURATION_MS = 5000;

/** A button in the toast, such as Undo; the toast closes once it is pressed. */
export interface ToastAction {
  label: string;
  /** What a screen reader user is told to do instead, as the toast may be gone before they reach it. */
  altText: string;
  onAction: () => void;
}

type ShowToast = (message: string, action?: ToastAction) => void;

const ShowToastContext = createContext<ShowToast | null>(null);

/**
 * Short messages at the foot of the screen: one at a time, a new one taking the last one's place, each
 * shown for five seconds and announced politely. F8 moves focus to it; Escape or a swipe dismisses it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ id: number; message: string; action?: ToastAction | undefined } | null>(null);
  const show = useCallback<ShowToast>(
    (message, action) => setToast((current) => ({ id: (current?.id ?? 0) + 1, message, action })),
    [],
  );
  return (
    <ShowToastContext.Provider value={show}>
      <RadixToast.Provider duration={TOAST_DURATION_MS}>
        {children}
        {toast ? (
          <RadixToast.Root
            // A new message is a new toast: its own five seconds and its own announcement.
            key={toast.id}
            type="background"
            className="toast"
            onOpenChange={(open) => {
              if (!open) setToast(null);
            }}
          >
            <RadixToast.Description>{toast.message}</RadixToast.Description>
            {toast.action ? (
              <RadixToast.Action
                className="toast__action"
                altText={toast.action.altText}
                onClick={toast.action.onAction}
              >
                {toast.action.label}
              </RadixToast.Action>
            ) : null}
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className="toast-viewport" />
      </RadixToast.Provider>
    </ShowToastContext.Provider>
  );
}

/** Shows a message, with an optional action, in the nearest ToastProvider's toast. */
export function useToast(): ShowToast {
  const show = useContext(ShowToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it.');
  return show;
}
