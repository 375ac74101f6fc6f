import { UserRound } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ProfilePage() {
  return (
    <ComingSoon title="Edit Profile" lead="Your details and targets, used to tailor your plans." icon={UserRound} />
  );
}
