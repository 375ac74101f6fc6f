import { kcal } from '../../lib/nutrition-text';
import { once } from '../../lib/once';
import type { PlanSettings } from '../../lib/plan-generator/plan-settings';

const either = once(() => new Intl.ListFormat('en-GB', { type: 'disjunction' }));

/** The settings above the plan, e.g. "2,600 kcal a day · Vegan · without peanuts or mushrooms". */
export function planSettingsText({ calories, diet, exclude }: PlanSettings): string {
  const parts = [`${kcal(calories)} a day`, diet ?? 'healthy'];
  if (exclude.length > 0) parts.push(`without ${either().format(exclude)}`);
  return parts.join(' · ');
}
