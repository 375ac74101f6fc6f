import { Newspaper } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function BlogPage() {
  return (
    <ComingSoon
      title="Health Blog"
      lead="Articles on nutrition, heart health, pregnancy and more, with search and topic filters."
      icon={Newspaper}
    />
  );
}
