import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Targets } from '@thrive/contract';
import { CALCULATOR_DEFAULTS, type CalculatorInput } from '@thrive/nutrition';
import type { TargetsState } from '../../lib/targets/use-targets';
import { CalculatorSchema } from './calculator-schema';

/** How long a slider rests before its value is saved: a drag is one change, not fifty. */
const SAVE_AFTER_MS = 500;

/** The person's facts as the calculator reads them: their own, else the calculator's starting values. */
function calculatorInput(targets: Targets): CalculatorInput {
  const { sex, age, height, weight, activity } = { ...CALCULATOR_DEFAULTS, ...targets };
  return { sex, age, height, weight, activity };
}

/**
 * The calculator's form: the person's facts, filled in from their targets, read live as the sliders move, and
 * submitted a moment after each change, so they are saved as the targets and the result is the same after a reload
 * and on their other devices. Leaving the page keeps the last change too.
 */
export function useCalculatorForm(targets: TargetsState) {
  const form = useForm<CalculatorInput>({
    resolver: zodResolver(CalculatorSchema),
    defaultValues: calculatorInput(targets.targets),
  });
  const { control, subscribe, handleSubmit, getValues } = form;
  const save = useRef(targets.save);
  useEffect(() => {
    save.current = targets.save;
  });
  useEffect(() => {
    let pending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const submit = handleSubmit((values) => {
      pending = false;
      save.current(values);
    });
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        pending = true;
        clearTimeout(timer);
        timer = setTimeout(() => void submit(), SAVE_AFTER_MS);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      const last = CalculatorSchema.safeParse(getValues());
      if (pending && last.success) save.current(last.data);
    };
  }, [subscribe, handleSubmit, getValues]);
  const [sex, age, height, weight, activity] = useWatch({
    control,
    name: ['sex', 'age', 'height', 'weight', 'activity'],
  });
  const input: CalculatorInput = { sex, age, height, weight, activity };
  return { control, input };
}
