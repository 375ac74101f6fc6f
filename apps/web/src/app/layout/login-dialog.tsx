import { Dialog } from '../../components/ui/dialog';
import { LoginPanel } from '../../features/auth/components/login-panel';

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The login panel in a modal: the backdrop and Escape close it, and focus stays inside while open. */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Sign up or sign in" hideTitle size="flush">
      <LoginPanel onNavigate={() => onOpenChange(false)} />
    </Dialog>
  );
}
