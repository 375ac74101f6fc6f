import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { Targets } from '@thrive/contract';
import type { PlanSettings } from '../../../lib/ai-meal-plan/plan-settings';
import { planSettingsText } from '../plan-settings-text';
import { PlanSettingsDialog } from './plan-settings-dialog';

interface PlanSettingsBarProps {
  /** What the plan shown was made for. */
  settings: PlanSettings;
  /** The targets in force, which the form starts from. */
  current: PlanSettings;
  onApply: (targets: Targets) => void;
}

/** What the plan aims at, in one line, and the Change control that opens the settings form. */
export function PlanSettingsBar({ settings, current, onApply }: PlanSettingsBarProps) {
  const textId = useId();
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form from the targets in force. Only opening renews it: a dialog renewed
  // as it closes could no longer hand focus back to Change.
  const [openings, setOpenings] = useState(0);
  return (
    <div className="ai-plan__settings">
      <SlidersHorizontal size={18} aria-hidden="true" />
      <p id={textId} className="ai-plan__settings-text">
        {planSettingsText(settings)}
      </p>
      <button
        type="button"
        className="ai-plan__change"
        aria-describedby={textId}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        Change
      </button>
      <PlanSettingsDialog key={openings} open={open} onOpenChange={setOpen} settings={current} onApply={onApply} />
    </div>
  );
}
