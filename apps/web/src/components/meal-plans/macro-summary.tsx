import { grams } from '../../lib/nutrition-text';
import './macro-summary.css';

interface MacroSummaryProps {
  protein: number;
  carbs: number;
  fat: number;
  className?: string;
}

/** A day's protein, carbohydrates and fat in one short line: "P 120 g · C 210 g · F 65 g". */
export function MacroSummary({ protein, carbs, fat, className }: MacroSummaryProps) {
  return (
    <span className={className ? `macro-summary ${className}` : 'macro-summary'}>
      <abbr title="Protein">P</abbr> {grams(protein)} · <abbr title="Carbohydrates">C</abbr> {grams(carbs)} ·{' '}
      <abbr title="Fat">F</abbr> {grams(fat)}
    </span>
  );
}
