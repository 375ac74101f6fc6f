import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog';

interface GetStartedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Holds the place of the sign-up and sign-in panel until accounts arrive. */
export function GetStartedDialog({ open, onOpenChange }: GetStartedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Get Started">
      <p>
        Accounts are coming soon: you will be able to save your meal plans, tick off meals and keep your favourite poses
        and exercises.
      </p>
      <p>Until then every planner works without an account.</p>
      <Link to="/mealplanner" className="btn btn-primary" onClick={() => onOpenChange(false)}>
        Plan my week
      </Link>
    </Dialog>
  );
}
