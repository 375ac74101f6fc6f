import { Dumbbell } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ExerciseListPage() {
  return <ComingSoon title="Exercise List" lead="Browse exercises by target muscle and equipment." icon={Dumbbell} />;
}
