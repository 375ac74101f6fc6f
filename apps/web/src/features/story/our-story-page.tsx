import { Leaf } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function OurStoryPage() {
  return (
    <ComingSoon
      title="Our Story"
      lead="How Thrive grew from one meal plan into a home for healthy habits."
      icon={Leaf}
    />
  );
}
