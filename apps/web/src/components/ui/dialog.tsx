import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown to screen readers when the visible content already explains itself. */
  description?: string;
  /** Shows the description under the title too, for a dialog whose question it is (a confirmation). */
  showDescription?: boolean;
  hideTitle?: boolean;
  /** `flush`: wide and without padding, for content that brings its own frame. */
  size?: 'small' | 'medium' | 'large' | 'flush';
  /**
   * Where focus goes on closing when the opener has left the page (with the thing it deleted) or is hidden
   * (in a menu that closed).
   */
  focusWhenOpenerGone?: () => HTMLElement | null;
  children: ReactNode;
}

/** The element, if it is still on the page and shown: an opener inside a menu that has closed is not. */
function focusable(element: HTMLElement | null | undefined): HTMLElement | null {
  if (!element?.isConnected) return null;
  return element.checkVisibility?.() === false ? null : element;
}

/**
 * A modal dialog: focus stays inside, Escape and a click on the backdrop close it,
 * and focus returns to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  showDescription,
  hideTitle,
  size = 'medium',
  focusWhenOpenerGone,
  children,
}: DialogProps) {
  // Radix returns focus to its own Trigger; ours open from state, so remember the control that had focus.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className="dialog__content"
          data-size={size}
          // Runs before focus moves in, while the opener still has it. Focus on the page itself means the
          // opener lost it before (a button disabled while it worked): focusWhenOpenerGone knows where to go.
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = focusable(opener.current) ?? focusable(focusWhenOpenerGone?.());
            if (!target) return;
            event.preventDefault();
            target.focus();
            // A click on the backdrop drops focus on the page once the dialog has gone; take it back then.
            window.setTimeout(() => {
              if (document.activeElement === document.body && target.isConnected) target.focus();
            }, 0);
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={hideTitle ? 'visually-hidden' : 'dialog__title'}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={showDescription ? 'dialog__description' : 'visually-hidden'}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          <RadixDialog.Close className="icon-button dialog__close" aria-label="Close">
            <X aria-hidden="true" size={20} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
