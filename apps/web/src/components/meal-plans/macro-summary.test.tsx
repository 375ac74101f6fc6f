import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MacroSummary } from './macro-summary';

describe('MacroSummary', () => {
  afterEach(cleanup);

  it('writes whole grams after each letter, and spells each letter out on hover', () => {
    const { container } = render(<MacroSummary protein={119.6} carbs={210.2} fat={64.5} className="ai-plan__meta" />);
    const line = container.firstElementChild;
    expect(line?.className).toBe('macro-summary ai-plan__meta');
    expect(line?.textContent).toBe('P 120 g · C 210 g · F 65 g');
    expect([...(line?.querySelectorAll('abbr') ?? [])].map((abbr) => abbr.title)).toEqual([
      'Protein',
      'Carbohydrates',
      'Fat',
    ]);
  });
});
