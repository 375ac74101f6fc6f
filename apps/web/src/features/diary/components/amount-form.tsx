import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ALLERGEN_NAMES, ALLERGENS, DIARY_LIMITS, type Food, type FoodAmount } from '@thrive/contract';
import { scaleNutrients } from '@thrive/nutrition';
import { Field } from '../../../components/ui/field';
import { formatAmount, formatCalories } from '../diary-text';

/** The portion picker's choice for weighing in grams. */
const GRAMS = 'g';

const AmountSchema = z.object({
  portion: z.string(),
  quantity: z
    .number({ error: 'Enter how much, as a number.' })
    .positive({ error: 'Enter more than 0.' })
    .max(DIARY_LIMITS.grams, { error: `Enter at most ${DIARY_LIMITS.grams}.` }),
});
type AmountValues = z.infer<typeof AmountSchema>;

function portionLabel({ amount, unit, grams }: Food['portions'][number]): string {
  return `${amount === 1 ? '' : `${formatAmount(amount)} `}${unit} (${formatAmount(grams)} g)`;
}

/** What a food holds, as far as the data says: never more sure than its allergens are. */
export function AllergenLine({ food }: { food: Food }) {
  const names = (list: readonly string[]) =>
    list.map((a) => ALLERGEN_NAMES[a as keyof typeof ALLERGEN_NAMES]).join(', ');
  const unknownRecipe =
    food.allergens.length + food.mayContain.length === ALLERGENS.length && food.mayContain.length > 0;
  return (
    <p className="food-allergens">
      {food.allergens.length > 0 ? <>Contains: {names(food.allergens)}. </> : null}
      {unknownRecipe
        ? 'Recipe not known: may contain any other allergen.'
        : food.mayContain.length > 0
          ? `May contain: ${names(food.mayContain)}.`
          : food.allergens.length === 0
            ? 'Contains none of the major allergens.'
            : null}
    </p>
  );
}

interface AmountFormProps {
  food: Food;
  /** The amount to start from: the last one logged, or the food's first portion. */
  initial?: Omit<FoodAmount, 'id'> | undefined;
  submitLabel: string;
  pending: boolean;
  onSubmit: (amount: FoodAmount) => void;
}

/** How much of a food: one of its portions and how many, or grams; what that holds is shown as it is typed. */
export function AmountForm({ food, initial, submitLabel, pending, onSubmit }: AmountFormProps) {
  const firstPortion = food.portions[0];
  const defaults: AmountValues =
    initial?.portion && initial.quantity
      ? { portion: initial.portion, quantity: initial.quantity }
      : initial?.grams
        ? { portion: GRAMS, quantity: initial.grams }
        : firstPortion
          ? { portion: firstPortion.unit, quantity: 1 }
          : { portion: GRAMS, quantity: 100 };
  const { register, handleSubmit, control, formState } = useForm<AmountValues>({
    resolver: zodResolver(AmountSchema),
    defaultValues: defaults,
  });
  const [portion, quantity] = useWatch({ control, name: ['portion', 'quantity'] });
  const chosen = food.portions.find((candidate) => candidate.unit === portion);
  const grams = chosen ? (chosen.grams / chosen.amount) * (quantity || 0) : quantity || 0;
  const preview = scaleNutrients(food.per100g, grams / 100);

  return (
    <form
      className="amount-form"
      noValidate
      onSubmit={handleSubmit((values) =>
        onSubmit(
          values.portion === GRAMS
            ? { id: food.id, grams: values.quantity }
            : { id: food.id, portion: values.portion, quantity: values.quantity },
        ),
      )}
    >
      <p className="amount-form__food">{food.name}</p>
      <AllergenLine food={food} />
      <div className="amount-form__fields">
        <Field
          label="How much"
          error={formState.errors.quantity?.message}
          input={{
            type: 'number',
            inputMode: 'decimal',
            step: 'any',
            min: 0,
            ...register('quantity', { valueAsNumber: true }),
          }}
        />
        <Field label="Portion">
          {(controlProps) => (
            <select className="input" {...controlProps} {...register('portion')}>
              {food.portions.map((item) => (
                <option key={item.unit} value={item.unit}>
                  {portionLabel(item)}
                </option>
              ))}
              <option value={GRAMS}>grams</option>
            </select>
          )}
        </Field>
      </div>
      <p className="amount-form__preview" aria-live="polite">
        {formatAmount(grams)} g: {formatCalories(preview.calories)}, {formatAmount(preview.protein)} g protein,{' '}
        {formatAmount(preview.carbs)} g carbs, {formatAmount(preview.fat)} g fat
      </p>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
