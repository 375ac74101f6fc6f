import { ChefHat } from 'lucide-react';
import { ComingSoon } from '../../components/ui/coming-soon';

export function RecipePage() {
  return (
    <ComingSoon
      title="Recipe"
      lead="Ingredients, nutrition per serving and step-by-step instructions."
      icon={ChefHat}
    />
  );
}
