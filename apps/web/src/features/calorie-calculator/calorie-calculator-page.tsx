import { Calculator } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function CalorieCalculatorPage() {
  return (
    <ComingSoon
      title="Calorie Calculator"
      lead="Work out how many calories a day keep you on course to gain, maintain or lose weight."
      icon={Calculator}
    />
  );
}
