import type { MealPlanType } from '@thrive/contract';
import { Dialog } from '../ui/dialog';
import { planDayLabel } from '../../lib/calendar';
import type { ReplaceDialogState, ReplaceQuestion } from '../../lib/meal-plans/save-asking-before-replace';
import './replace-plan-dialog.css';

const PLAN_NAMES: Record<MealPlanType, string> = { custom: 'custom meal plan', ai: 'AI meal plan' };

/** The dialog's words for a question: its title, its sentence and its two buttons, the safe one first. */
function wording(question: ReplaceQuestion) {
  if (question.kind === 'replace') {
    const { saved } = question;
    const day = planDayLabel(saved.date, 0);
    const length = saved.totalDays === 1 ? '1 day' : `${saved.totalDays} days`;
    return {
      title: `Replace your plan for ${day}?`,
      text: `Your saved ${PLAN_NAMES[saved.type]} for ${day} (${length}) will be replaced by this one.`,
      safe: 'Keep saved plan',
      go: 'Replace plan',
    };
  }
  return {
    title: 'Your plan is not saved yet',
    text: `We could not check for a saved ${PLAN_NAMES[question.type]} on ${planDayLabel(question.date, 0)}, so nothing was saved. ${question.reason} Your plan is still here to try again.`,
    safe: 'Cancel',
    go: 'Try again',
  };
}

/**
 * Asks before a save replaces the plan already saved for that date and type, or says that this could not
 * be checked. Escape, the backdrop and the close button take the safe answer: nothing is saved.
 */
export function ReplacePlanDialog({
  question,
  focusOnClose,
  onReplace,
  onKeep,
  onRetry,
  onCancel,
}: ReplaceDialogState) {
  const words = question ? wording(question) : null;
  const replacing = question?.kind === 'replace';
  const safe = replacing ? onKeep : onCancel;
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) safe();
      }}
      title={words?.title ?? ''}
      description={words?.text}
      showDescription
      focusWhenOpenerGone={focusOnClose}
    >
      {words ? (
        <div className="replace-plan__actions">
          <button type="button" className="btn btn-secondary" onClick={safe}>
            {words.safe}
          </button>
          <button type="button" className="btn btn-primary" onClick={replacing ? onReplace : onRetry}>
            {words.go}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
