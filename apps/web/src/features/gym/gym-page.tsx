import { Dumbbell } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function GymPage() {
  return (
    <ComingSoon title="Gym" lead="Strength, cardio and nutrition: everything to train with a plan." icon={Dumbbell} />
  );
}
