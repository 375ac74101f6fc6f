/** Grams as a cook weighs them: whole grams, 5 g steps above 100 g, half grams below 10 g. */
export function formatGrams(grams: number): string {
  if (grams >= 100) return `${Math.round(grams / 5) * 5} g`;
  if (grams >= 10) return `${Math.round(grams)} g`;
  return `${Math.round(grams * 2) / 2} g`;
}
