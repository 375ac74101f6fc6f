import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { getFoodRoute, RecipeAmountSchema, type DiaryEntry, type NewDiaryEntry } from '@thrive/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { callApi } from '../../../lib/api-client';
import { useUpdateEntry } from '../api/diary-api';
import { AmountForm } from './amount-form';
import { QuickEntryForm } from './quick-entry-form';

interface EditEntryDialogProps {
  date: string;
  entry: DiaryEntry | null;
  onClose: () => void;
}

/** Changes how much of an entry was eaten (or, for a quick entry, what it was). */
export function EditEntryDialog({ date, entry, onClose }: EditEntryDialogProps) {
  const update = useUpdateEntry(date);
  const save = (change: Omit<NewDiaryEntry, 'meal'>) =>
    entry && update.mutate({ id: entry.id, entry: { meal: entry.meal, ...change } }, { onSuccess: onClose });
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) {
          update.reset();
          onClose();
        }
      }}
      title={entry ? `Change ${entry.name}` : 'Change the entry'}
    >
      {update.error ? (
        <p className="form-message" data-tone="error" role="alert">
          {update.error.message}
        </p>
      ) : null}
      {entry?.food ? (
        <FoodAmountEditor entry={entry} pending={update.isPending} onSave={(food) => save({ food })} />
      ) : entry?.recipe ? (
        <ServingsForm
          servings={entry.recipe.servings}
          pending={update.isPending}
          onSave={(servings) => save({ recipe: { id: entry.recipe!.id, servings } })}
        />
      ) : entry ? (
        <QuickEntryForm
          initial={{ name: entry.name, ...entry.nutrients }}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={(quick) => save({ quick })}
        />
      ) : null}
    </Dialog>
  );
}

function FoodAmountEditor({
  entry,
  pending,
  onSave,
}: {
  entry: DiaryEntry;
  pending: boolean;
  onSave: (food: NonNullable<NewDiaryEntry['food']>) => void;
}) {
  const { id, ...amount } = entry.food!;
  const food = useQuery({
    queryKey: ['foods', 'one', id],
    queryFn: ({ signal }) => callApi(getFoodRoute, { params: { id } }, { signal }),
    staleTime: Infinity,
  });
  if (food.isError) {
    return (
      <p className="form-message" data-tone="error" role="alert">
        {food.error.message}
      </p>
    );
  }
  if (!food.data) return <p role="status">Loading the food…</p>;
  return <AmountForm food={food.data} initial={amount} submitLabel="Save" pending={pending} onSubmit={onSave} />;
}

function ServingsForm({
  servings,
  pending,
  onSave,
}: {
  servings: number;
  pending: boolean;
  onSave: (servings: number) => void;
}) {
  const schema = RecipeAmountSchema.pick({ servings: true });
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { servings } });
  return (
    <form className="amount-form" noValidate onSubmit={handleSubmit((values) => onSave(values.servings))}>
      <Field
        label="Servings"
        error={formState.errors.servings?.message}
        input={{
          type: 'number',
          inputMode: 'decimal',
          step: 'any',
          min: 0,
          ...register('servings', { valueAsNumber: true }),
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
