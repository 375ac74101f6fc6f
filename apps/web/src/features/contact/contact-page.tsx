import { Mail } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function ContactPage() {
  return (
    <ComingSoon
      title="Contact Us"
      lead="Questions, ideas or feedback: send us a message and we will answer."
      icon={Mail}
    />
  );
}
