import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { PlanDayEntry } from '@thrive/contract';
import { RecipeImage } from '../../../components/recipes/recipe-image';
import { Link } from 'react-router';
import { dayProgress, emptyRowText, formatNumber, isEmptyDay, itemSummary, NOTHING_PLANNED } from '../plan-view';
import { ProgressRing } from './progress-ring';

interface PlanDaySectionProps {
  day: PlanDayEntry;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One day of a plan: a heading button with the day's calories and progress (or that nothing is planned on
 * it), opening onto its meals.
 */
export function PlanDaySection({ day, title, open, onToggle, children }: PlanDaySectionProps) {
  const panelId = useId();
  const progress = dayProgress(day);
  return (
    <li className="plan-day" data-open={open}>
      <h3 className="plan-day__heading">
        <button
          type="button"
          className="plan-day__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="plan-day__title">{title}</span>
          {isEmptyDay(day) ? (
            <span className="plan-day__empty">{NOTHING_PLANNED}</span>
          ) : (
            <>
              <span className="plan-day__kcal">{formatNumber(day.calories)} kcal</span>
              <span className="plan-day__progress">
                <ProgressRing fraction={progress.fraction} size={34} />
                <span>
                  {progress.done}/{progress.total}
                  <span className="visually-hidden"> meals eaten</span>
                </span>
              </span>
            </>
          )}
          <ChevronDown className="plan-day__chevron" size={20} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} className="plan-day__body" hidden={!open}>
        {open ? children : null}
      </div>
    </li>
  );
}

interface DayMealsProps {
  day: PlanDayEntry;
  /** Rows whose tick is being saved, by index; the day already shows the state they are going to. */
  pending: ReadonlySet<number>;
  onToggleMeal: (rowIndex: number) => void;
}

export function DayMeals({ day, pending, onToggleMeal }: DayMealsProps) {
  return (
    <ul className="plan-rows">
      {day.rows.map((row, rowIndex) => {
        const completed = row.completed;
        return (
          <li key={rowIndex} className="plan-row" data-completed={row.items.length > 0 && completed}>
            <div className="plan-row__head">
              <h4 className="plan-row__label">{row.label}</h4>
              {row.items.length > 0 ? (
                <label className="plan-row__check">
                  <input
                    type="checkbox"
                    checked={completed}
                    aria-busy={pending.has(rowIndex)}
                    onChange={() => onToggleMeal(rowIndex)}
                  />
                  <span aria-hidden="true">Eaten</span>
                  <span className="visually-hidden">
                    Mark {row.label} on day {day.dayNumber} as eaten
                  </span>
                </label>
              ) : null}
            </div>
            {row.items.length === 0 ? (
              <p className="plan-row__empty">{emptyRowText(day, rowIndex, row.label)}</p>
            ) : (
              <ul className="plan-items">
                {row.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="plan-item">
                    {item.image ? (
                      <RecipeImage
                        className="plan-item__image"
                        src={item.image}
                        width={48}
                        height={48}
                        loading="lazy"
                      />
                    ) : (
                      <span className="plan-item__image plan-item__image--blank" aria-hidden="true" />
                    )}
                    <span className="plan-item__text">
                      {item.recipeId ? (
                        <Link className="plan-item__name" to={`/recipe/${item.recipeId}`}>
                          {item.name}
                        </Link>
                      ) : (
                        <span className="plan-item__name">{item.name}</span>
                      )}
                      <span className="plan-item__meta">{itemSummary(item)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
