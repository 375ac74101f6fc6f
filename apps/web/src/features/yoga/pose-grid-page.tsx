import { Flower2 } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function PoseGridPage() {
  return (
    <ComingSoon
      title="Explore Yoga Poses"
      lead="Every pose with its Sanskrit name, level and a practice timer."
      icon={Flower2}
    />
  );
}
