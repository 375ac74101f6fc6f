import type { CSSProperties } from 'react';
import { MacroSummary } from '../../../components/meal-plans/macro-summary';
import { kcal } from '../../../lib/nutrition-text';
import { dayLabel, dayTotals, type PlanTable, type TableMeal } from '../plan-table';
import { PlanCell } from './plan-cell';
import { TargetBar } from './target-bar';

export interface PlanLayoutProps {
  table: PlanTable;
  /** The plan date: the first day column's date. */
  planDate: string;
  target: number;
  onAdd: (row: number, day: number) => void;
  onOpen: (row: number, day: number, item: TableMeal) => void;
  onRemove: (row: number, day: number, item: TableMeal) => void;
}

/** The editable plan as a table: meal rows by day columns, each day's totals underneath. */
export function PlanGrid({ table, target, ...cellProps }: PlanLayoutProps) {
  const days = Array.from({ length: table.days }, (_, day) => day);
  return (
    // Focusable so the keyboard can scroll a plan wider than the screen.
    <div className="planner-grid" role="region" aria-labelledby="planner-grid-caption" tabIndex={0}>
      <table className="planner-grid__table" style={{ '--planner-days': table.days } as CSSProperties}>
        <caption id="planner-grid-caption" className="visually-hidden">
          Your meal plan: {table.rows.length} meals a day for {table.days} days
        </caption>
        <thead>
          <tr>
            <th scope="col" className="planner-grid__corner">
              Meals
            </th>
            {days.map((day) => (
              <th key={day} scope="col">
                {dayLabel(day, cellProps.planDate)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((label, row) => (
            <tr key={row}>
              <th scope="row">{label}</th>
              {days.map((day) => (
                <td key={day}>
                  <PlanCell table={table} row={row} day={day} {...cellProps} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Day total</th>
            {days.map((day) => {
              const totals = dayTotals(table, day);
              return (
                <td key={day}>
                  <span className="planner-total__kcal">{kcal(totals.calories)}</span>
                  <TargetBar value={totals.calories} target={target} compact />
                  <MacroSummary
                    className="planner-total__macros"
                    protein={totals.protein}
                    carbs={totals.carbs}
                    fat={totals.fat}
                  />
                </td>
              );
            })}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
