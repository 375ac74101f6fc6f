import { Sparkles } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function AiMealPlanPage() {
  return (
    <ComingSoon
      title="AI Meal Plans"
      lead="A full week of meals generated to hit your calories and macros, ready to customise and save."
      icon={Sparkles}
    />
  );
}
