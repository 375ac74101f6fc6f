import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CalorieChart, chartSummary, niceCeiling } from './calorie-chart';

const days = [
  { dayNumber: 1, label: 'Mon 23 Nov', calories: 1850, eaten: true },
  { dayNumber: 2, label: 'Tue 24 Nov', calories: 2240.4, eaten: false },
];

describe('CalorieChart', () => {
  afterEach(cleanup);

  it('rounds the scale up to a tidy figure', () => {
    expect(niceCeiling(2417)).toBe(2500);
    expect(niceCeiling(760)).toBe(1000);
    expect(niceCeiling(0)).toBe(500);
  });

  it('tells the figures in words for screen readers', () => {
    expect(chartSummary(days, 2000, 'your custom meal plan')).toBe(
      'Calories per day for your custom meal plan against a target of 2000 kcal. Mon 23 Nov: 1850 kcal eaten; Tue 24 Nov: 2240 kcal planned. 1 of 2 days is over the target.',
    );
  });

  it('draws one bar a day, marking those over the target, under a target line', () => {
    const { container } = render(<CalorieChart days={days} target={2000} planName="your custom meal plan" />);
    const chart = screen.getByRole('img');
    expect(chart.textContent).toContain('Tue 24 Nov: 2240 kcal planned');
    // Each bar is labelled with its date.
    expect([...container.querySelectorAll('text')].map((label) => label.textContent)).toEqual(
      expect.arrayContaining(['Mon 23 Nov', 'Tue 24 Nov']),
    );
    const bars = container.querySelectorAll('.calorie-chart__bar');
    expect([...bars].map((bar) => bar.getAttribute('data-over'))).toEqual(['false', 'true']);
    expect([...bars].map((bar) => bar.getAttribute('data-eaten'))).toEqual(['true', 'false']);
    expect(screen.getByText(/Eaten, from your diary/)).toBeTruthy();
    const target = container.querySelector('.calorie-chart__target')!;
    // The taller bar reaches above the target line (smaller y is higher).
    expect(Number(bars[1]!.getAttribute('y'))).toBeLessThan(Number(target.getAttribute('y1')));
    expect(Number(bars[0]!.getAttribute('y'))).toBeGreaterThan(Number(target.getAttribute('y1')));
  });
});
