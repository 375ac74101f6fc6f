import { kcal } from '../../lib/nutrition-text';
import type { PlanSettings } from '../../lib/ai-meal-plan/plan-settings';
import { withoutText } from '../../lib/targets/targets-text';

/** The settings above the plan, e.g. "2,600 kcal a day · Vegan · without gluten, milk or mushrooms". */
export function planSettingsText({ calories, diet, exclusions }: PlanSettings): string {
  const without = withoutText(exclusions);
  return [`${kcal(calories)} a day`, diet === 'Anything' ? 'a healthy mix' : diet, ...(without ? [without] : [])].join(
    ' · ',
  );
}
