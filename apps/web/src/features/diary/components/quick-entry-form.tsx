import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { QuickEntrySchema, type NewDiaryEntry } from '@thrive/contract';
import { Field } from '../../../components/ui/field';

type QuickValues = NonNullable<NewDiaryEntry['quick']>;

interface QuickEntryFormProps {
  initial?: QuickValues | undefined;
  submitLabel: string;
  pending: boolean;
  onSubmit: (quick: QuickValues) => void;
}

const NUMBER_FIELDS = [
  ['calories', 'Calories (kcal)'],
  ['protein', 'Protein (g)'],
  ['carbs', 'Carbs (g)'],
  ['fat', 'Fat (g)'],
] as const;

/** Something eaten that is in no list: a name, its calories and macronutrients, as typed. */
export function QuickEntryForm({ initial, submitLabel, pending, onSubmit }: QuickEntryFormProps) {
  const { register, handleSubmit, formState } = useForm<QuickValues>({
    resolver: zodResolver(QuickEntrySchema),
    defaultValues: initial ?? { name: '', calories: Number.NaN, protein: 0, carbs: 0, fat: 0 },
  });
  return (
    <form className="quick-entry" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field
        label="What you ate"
        error={formState.errors.name?.message}
        input={{ autoComplete: 'off', ...register('name') }}
      />
      <div className="quick-entry__numbers">
        {NUMBER_FIELDS.map(([name, label]) => (
          <Field
            key={name}
            label={label}
            error={formState.errors[name]?.message}
            input={{
              type: 'number',
              inputMode: 'decimal',
              step: 'any',
              min: 0,
              ...register(name, { valueAsNumber: true }),
            }}
          />
        ))}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
