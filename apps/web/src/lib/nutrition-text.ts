import { once } from './once';

/** How amounts are written: whole numbers, with thousands separated, as the rest of the site does. */
const whole = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

export const kcal = (value: number) => `${whole().format(value)} kcal`;
export const grams = (value: number) => `${whole().format(value)} g`;
