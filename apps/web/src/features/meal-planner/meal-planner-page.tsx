import { CalendarDays } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function MealPlannerPage() {
  return (
    <ComingSoon
      title="Custom Meal Planner"
      lead="Build your week meal by meal, see the totals against your target and save the plan to your dashboard."
      icon={CalendarDays}
    />
  );
}
