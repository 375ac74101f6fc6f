import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BODY_MEASUREMENTS, type BodyEntry, type UnitSystem } from '@thrive/contract';
import { Field } from '../ui/field';
import { ApiRequestError } from '../../lib/api-error';
import { useSaveBodyEntry } from '../../lib/body/body-api';
import {
  bodyFormSchema,
  bodyFormValues,
  bodyUnits,
  MEASUREMENT_NAMES,
  type BodyFormValues,
} from '../../lib/body/body-units';
import { showServerErrors, useFormOutcome } from '../../lib/forms';
import { formatLongDate } from '../../lib/calendar';
import './weigh-in-form.css';

interface WeighInFormProps {
  userId: string;
  units: UnitSystem;
  date: string;
  /** What is already logged for the date: the form starts from it, and saving replaces it. */
  entry: BodyEntry | undefined;
  /** Body fat and the six measurements besides the weight; the dashboard's quick weigh-in has the weight only. */
  measurements: boolean;
  /** Puts the cursor in the weight at once, for a form opened by a button. */
  autoFocus?: boolean;
}

const FIELDS = ['weight', 'bodyFat', ...BODY_MEASUREMENTS] as const;

/** A weigh-in for a date, with the measurements under "More measurements" (docs/product.md, "Body and progress"). */
export function WeighInForm({ userId, units, date, entry, measurements, autoFocus = false }: WeighInFormProps) {
  const save = useSaveBodyEntry(userId);
  const unit = bodyUnits(units);
  const moreId = useId();
  const { register, handleSubmit, formState, setError, watch } = useForm<
    BodyFormValues,
    unknown,
    ReturnType<typeof bodyFormSchema>['_output']
  >({
    resolver: zodResolver(bodyFormSchema(units)),
    // Read once: the form is drawn when the date's entry has loaded, and after a save it already shows what was saved.
    defaultValues: bodyFormValues(entry, units),
  });
  const [outcome, setOutcome] = useFormOutcome(watch);
  const { errors } = formState;
  const hasMeasurements = entry !== undefined && FIELDS.slice(1).some((field) => entry[field] !== undefined);

  const submit = handleSubmit((measures) => {
    // The quick weigh-in keeps what the date already holds besides the weight.
    const kept =
      measurements || !entry ? {} : Object.fromEntries(FIELDS.slice(1).map((field) => [field, entry[field]]));
    save.mutate(
      { date, measures: { ...kept, ...measures } },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: `Saved for ${formatLongDate(date)}.` }),
        onError: (error) => {
          const fields = error instanceof ApiRequestError ? error.fields : undefined;
          if (!showServerErrors(setError, fields, FIELDS)) setOutcome({ tone: 'error', text: error.message });
        },
      },
    );
  });

  const number = (field: (typeof FIELDS)[number], label: string, focus = false) => (
    <Field
      key={field}
      label={label}
      error={errors[field]?.message}
      input={{ type: 'number', inputMode: 'decimal', step: 'any', min: 0, autoFocus: focus, ...register(field) }}
    />
  );

  return (
    <form className="weigh-in-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="weigh-in-form__row">
        {number('weight', `Weight (${unit.weight})`, autoFocus)}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : entry ? 'Update' : 'Save'}
        </button>
      </div>
      {measurements ? (
        <details className="weigh-in-form__more" open={hasMeasurements || undefined}>
          <summary id={moreId}>More measurements</summary>
          <div className="weigh-in-form__grid" role="group" aria-labelledby={moreId}>
            {number('bodyFat', 'Body fat (%)')}
            {BODY_MEASUREMENTS.map((name) => number(name, `${MEASUREMENT_NAMES[name]} (${unit.length})`))}
          </div>
        </details>
      ) : null}
      {outcome ? (
        <p className="form-message" data-tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
