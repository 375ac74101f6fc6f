/**
 * Grams (or millilitres) as a cook weighs them: whole grams, 5 g steps above 100 g, half grams below 10 g.
 * A pinch of saffron is still something, so a weight above zero never reads as 0.
 */
export function roundGrams(grams: number): number {
  if (grams >= 100) return Math.round(grams / 5) * 5;
  if (grams >= 10) return Math.round(grams);
  const halves = Math.round(grams * 2) / 2;
  if (halves > 0 || grams <= 0) return halves;
  return Math.max(0.1, Math.round(grams * 10) / 10);
}

/** Grams as a cook weighs them: whole grams, 5 g steps above 100 g, half grams below 10 g. */
export function formatGrams(grams: number): string {
  return `${roundGrams(grams)} g`;
}
