import { BookHeart } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function BlogTopicPage() {
  return <ComingSoon title="Health Topic" lead="A full article from our health library." icon={BookHeart} />;
}
