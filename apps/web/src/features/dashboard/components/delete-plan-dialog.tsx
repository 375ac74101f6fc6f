import { Dialog } from '../../../components/ui/dialog';

interface DeletePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planName: string;
  dateText: string;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  /** Where focus goes once the plan is gone, and with it the button that opened this. */
  focusAfterDelete: () => HTMLElement | null;
}

/** A delete asks first (docs/product.md, "A date's plans"). */
export function DeletePlanDialog({
  open,
  onOpenChange,
  planName,
  dateText,
  deleting,
  error,
  onConfirm,
  focusAfterDelete,
}: DeletePlanDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!deleting) onOpenChange(next);
      }}
      title={`Delete this ${planName}?`}
      size="small"
      focusWhenOpenerGone={focusAfterDelete}
    >
      <div className="delete-plan" aria-busy={deleting}>
        <p>
          Your {planName} for {dateText} and the meals you ticked off in it will be removed. This cannot be undone.
        </p>
        {error ? (
          <p className="form-message" data-tone="error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="delete-plan__actions">
          <button type="button" className="btn btn-ghost" onClick={() => onOpenChange(false)} disabled={deleting}>
            Keep it
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? 'Deleting…' : 'Delete plan'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
