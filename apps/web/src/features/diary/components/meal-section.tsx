import { CalendarCheck, Pencil, Plus, Trash2 } from 'lucide-react';
import type { DiaryEntry, DiaryMeal, MealPlanType } from '@thrive/contract';
import { entryAmount, formatCalories, MEAL_NAMES } from '../diary-text';

interface MealSectionProps {
  meal: DiaryMeal;
  entries: DiaryEntry[];
  /** The plans that have something planned for this meal on the day. */
  planned: MealPlanType[];
  busy: boolean;
  onAdd: () => void;
  onAtePlanned: (type: MealPlanType) => void;
  onEdit: (entry: DiaryEntry) => void;
  onDelete: (entry: DiaryEntry) => void;
}

const PLAN_NAMES: Record<MealPlanType, string> = { custom: 'your meal plan', ai: 'your AI meal plan' };

export function MealSection({ meal, entries, planned, busy, onAdd, onAtePlanned, onEdit, onDelete }: MealSectionProps) {
  const name = MEAL_NAMES[meal];
  const calories = entries.reduce((sum, entry) => sum + entry.nutrients.calories, 0);
  const headingId = `diary-meal-${meal}`;
  return (
    <section className="card diary-meal" aria-labelledby={headingId}>
      <div className="diary-meal__head">
        <h2 id={headingId}>{name}</h2>
        <span className="diary-meal__calories">{formatCalories(calories)}</span>
      </div>
      {entries.length > 0 ? (
        <ul className="diary-meal__entries">
          {entries.map((entry) => (
            <li key={entry.id} className="diary-entry">
              <div className="diary-entry__text">
                <span className="diary-entry__name">{entry.name}</span>
                <span className="diary-entry__amount">
                  {entryAmount(entry)}
                  {entry.fromPlan ? ' · as planned' : ''}
                </span>
              </div>
              <span className="diary-entry__calories">{formatCalories(entry.nutrients.calories)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Change ${entry.name}`}
                onClick={() => onEdit(entry)}
              >
                <Pencil size={18} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${entry.name}`}
                onClick={() => onDelete(entry)}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="diary-meal__empty">Nothing logged yet.</p>
      )}
      <div className="diary-meal__actions">
        <button type="button" className="btn btn-secondary" onClick={onAdd}>
          <Plus size={18} aria-hidden="true" /> Add food
        </button>
        {planned.map((type) => (
          <button
            key={type}
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            aria-label={`Ate as planned: ${name.toLowerCase()} of ${PLAN_NAMES[type]}`}
            onClick={() => onAtePlanned(type)}
          >
            <CalendarCheck size={18} aria-hidden="true" /> Ate as planned
            {planned.length > 1 ? ` (${type === 'ai' ? 'AI plan' : 'my plan'})` : ''}
          </button>
        ))}
      </div>
    </section>
  );
}
