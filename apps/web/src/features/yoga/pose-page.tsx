import { Flower2 } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function PosePage() {
  return <ComingSoon title="Yoga Pose" lead="One pose, its names and how to do it." icon={Flower2} />;
}
