import { Users } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function TeamPage() {
  return (
    <ComingSoon
      title="Our Team"
      lead="The people who write the recipes, plan the menus and build the app."
      icon={Users}
    />
  );
}
