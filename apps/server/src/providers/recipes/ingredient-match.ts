/**
 * The singular a visitor most likely means by a plural: "peanuts" → "peanut", "tomatoes" → "tomato",
 * "berries" → "berry". Words that only look plural ("hummus", "bass") stay as they are.
 */
export function singular(term: string): string {
  if (/[^aeiou]ies$/.test(term)) return `${term.slice(0, -3)}y`;
  if (/[^aeiou]oes$/.test(term)) return term.slice(0, -2);
  if (/[^su]s$/.test(term)) return term.slice(0, -1);
  return term;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a lower-case ingredient name holds a lower-case term: anywhere, as before ("nut" in "walnut"), or in
 * the singular at the start of a word, so "peanuts" finds "peanut butter" but "oats" does not find "goat cheese".
 */
export function namesIngredient(name: string, term: string): boolean {
  if (name.includes(term)) return true;
  const one = singular(term);
  return one !== term && new RegExp(`\\b${escapeRegExp(one)}`).test(name);
}
