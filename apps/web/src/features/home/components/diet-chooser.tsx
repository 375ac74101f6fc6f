import { Drumstick, Egg, Fish, Flame, Leaf, Utensils, type LucideIcon } from 'lucide-react';
import { DIETS, type Diet } from '@thrive/nutrition';

const ICONS: Record<Diet, LucideIcon> = {
  Anything: Utensils,
  Keto: Flame,
  Aegean: Fish,
  Paleo: Drumstick,
  Vegan: Leaf,
  Vegetarian: Egg,
};

interface DietChooserProps {
  value: Diet;
  onChange: (diet: Diet) => void;
}

/** The six diets as a radio group of icon cards; arrow keys move between them. */
export function DietChooser({ value, onChange }: DietChooserProps) {
  return (
    <fieldset className="diet-chooser">
      <legend className="diet-chooser__legend">Choose your diet</legend>
      <div className="diet-chooser__options">
        {DIETS.map((diet) => {
          const Icon = ICONS[diet];
          return (
            <label key={diet} className="diet-chooser__option" data-checked={diet === value}>
              <input type="radio" name="diet" value={diet} checked={diet === value} onChange={() => onChange(diet)} />
              <Icon size={26} aria-hidden="true" />
              <span>{diet}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
