/** The value below which `share` (0–1) of the samples fall. */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
