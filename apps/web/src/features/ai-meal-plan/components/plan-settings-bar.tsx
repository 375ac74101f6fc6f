import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { MealPreferences } from '../../../lib/meal-preferences';
import type { PlanSettings } from '../../../lib/plan-generator/plan-settings';
import { planSettingsText } from '../plan-settings-text';
import { PlanSettingsDialog } from './plan-settings-dialog';

interface PlanSettingsBarProps {
  settings: PlanSettings;
  onApply: (preferences: Required<MealPreferences>) => void;
}

/** What the plan aims at, in one line, and the Change control that opens the settings form. */
export function PlanSettingsBar({ settings, onApply }: PlanSettingsBarProps) {
  const textId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="ai-plan__settings">
      <SlidersHorizontal size={18} aria-hidden="true" />
      <p id={textId} className="ai-plan__settings-text">
        {planSettingsText(settings)}
      </p>
      <button type="button" className="ai-plan__change" aria-describedby={textId} onClick={() => setOpen(true)}>
        Change
      </button>
      {/* A fresh form each time it opens, starting from the settings in force. */}
      <PlanSettingsDialog key={String(open)} open={open} onOpenChange={setOpen} settings={settings} onApply={onApply} />
    </div>
  );
}
