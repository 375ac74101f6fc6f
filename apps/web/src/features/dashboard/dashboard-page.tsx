import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function DashboardPage() {
  return (
    <ComingSoon
      title="Dashboard"
      lead="Your saved meal plans by date, the meals you ticked off and your favourites."
      icon={LayoutDashboard}
    />
  );
}
