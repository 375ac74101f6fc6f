import type { FavouriteExercise } from '@thrive/contract';

/** Fields the modal shows in places of their own rather than in its list. */
const SHOWN_ELSEWHERE = new Set(['id', 'name', 'image', 'instructions', 'commonMistake']);

const LABELS: Record<string, string> = {
  bodyPart: 'Body part',
  target: 'Target',
  equipment: 'Equipment',
  level: 'Level',
  category: 'Category',
  force: 'Force',
  mechanic: 'Mechanic',
  primaryMuscles: 'Primary muscles',
  secondaryMuscles: 'Secondary muscles',
};

/** "secondaryMuscles" reads as "Secondary muscles". */
function labelOf(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return LABELS[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * The exercise dialog (docs/product.md, "Gym"): every other field of the exercise with its label, arrays joined by
 * commas. Known fields come first in a fixed order; a field the app does not know (from a remote service) is shown
 * generically. Empty fields are left out.
 */
export function exerciseFieldRows(favourite: FavouriteExercise): { label: string; value: string }[] {
  // The muscle worked most is the Target, in an outside service's own word where it has one (docs/product.md, "Gym").
  const exercise = { ...favourite, target: favourite.target ?? favourite.primaryMuscles[0] };
  const known = Object.keys(LABELS);
  const keys = [
    ...known.filter((key) => key in exercise),
    ...Object.keys(exercise).filter((key) => !known.includes(key)),
  ].filter((key) => !SHOWN_ELSEWHERE.has(key));
  return keys.flatMap((key) => {
    const value = textOf((exercise as Record<string, unknown>)[key]);
    return value ? [{ label: labelOf(key), value }] : [];
  });
}
