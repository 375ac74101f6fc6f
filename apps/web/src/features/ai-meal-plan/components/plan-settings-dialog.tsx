import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PLAN_CALORIES, type Targets } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { CaloriesField } from '../../../components/meal-plans/calories-field';
import { ExclusionsField } from '../../../components/meal-plans/exclusions-field';
import { DietField } from '../../../components/meal-plans/diet-field';
import type { PlanSettings } from '../../../lib/ai-meal-plan/plan-settings';
import { planSettingsResolver, planSettingsTargets, planSettingsValues } from '../plan-settings-form';

interface PlanSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The targets in force, which the form starts from. */
  settings: PlanSettings;
  onApply: (targets: Targets) => void;
}

/** Calories a day, diet and what to leave out, saved as the person's targets; nothing leaves until all are right. */
export function PlanSettingsDialog({ open, onOpenChange, settings, onApply }: PlanSettingsDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: planSettingsResolver, defaultValues: planSettingsValues(settings) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Your plan settings">
      <form
        className="plan-settings-form"
        onSubmit={handleSubmit((read) => {
          onApply(planSettingsTargets(read, settings));
          onOpenChange(false);
        })}
        noValidate
      >
        <CaloriesField
          hint={`From ${PLAN_CALORIES.min} to ${PLAN_CALORIES.max.toLocaleString('en-US')}.`}
          error={errors.calories?.message}
          {...register('calories')}
        />
        <DietField {...register('diet')} />
        <Controller
          control={control}
          name="allergens"
          render={({ field }) => (
            <ExclusionsField
              allergens={field.value}
              onAllergensChange={field.onChange}
              wordsInput={register('words')}
              wordsError={errors.words?.message}
              wordsInputId="plan-settings-words"
            />
          )}
        />
        <p className="plan-settings-form__more">
          Your macro split, meals a day and more are in <Link to="/profile/targets">My targets</Link>.
        </p>
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </form>
    </Dialog>
  );
}
