import { QueryClientProvider } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog';
import { queryClient } from '../../lib/query-client';
import { LoginPanel } from '../../features/auth/components/login-panel';
import type { LoginView } from '../../lib/login-dialog';

interface LoginDialogProps {
  open: boolean;
  view: LoginView;
  onOpenChange: (open: boolean) => void;
  focusWhenOpenerGone: () => HTMLElement | null;
}

/**
 * The login panel in a modal: the backdrop and Escape close it, and focus stays inside while open. It opens over
 * any page, so it brings the query cache its sign-in buttons are read through.
 */
export function LoginDialog({ open, view, onOpenChange, focusWhenOpenerGone }: LoginDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign up or sign in"
      hideTitle
      size="flush"
      focusWhenOpenerGone={focusWhenOpenerGone}
    >
      <QueryClientProvider client={queryClient}>
        <LoginPanel initialView={view} onNavigate={() => onOpenChange(false)} />
      </QueryClientProvider>
    </Dialog>
  );
}
