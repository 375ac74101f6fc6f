import { Flower2 } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function YogaPage() {
  return (
    <ComingSoon title="Yoga" lead="Find a pose, learn it with a tutorial and practise with a timer." icon={Flower2} />
  );
}
