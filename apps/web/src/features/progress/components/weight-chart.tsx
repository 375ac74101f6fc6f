import { useCallback, useRef } from 'react';
import type { TrendDay, UnitSystem } from '@thrive/contract';
import {
  chartColor as color,
  dateAxis,
  daySeconds,
  useDayChart,
  valueAxis,
  type DayChart,
} from '../../../components/charts/day-chart';
import { bodyUnits, weightIn } from '../../../lib/body/body-units';

interface WeightChartProps {
  days: readonly TrendDay[];
  units: UnitSystem;
  /** The goal weight in kilograms, drawn as a line when it is set. */
  goal: number | undefined;
  /** Says in words what the chart shows, for those who do not see it. */
  label: string;
}

/** Daily weigh-ins as dots and the smoothed trend as a line, drawn with uPlot to the width of its box. */
export function WeightChart({ days, units, goal, label }: WeightChartProps) {
  const box = useRef<HTMLDivElement>(null);

  const chart = useCallback<DayChart>(() => {
    const unit = bodyUnits(units).weight;
    const shown = (kg: number | undefined | null) => (kg === undefined || kg === null ? null : weightIn(kg, units));
    return {
      data: [
        days.map((day) => daySeconds(day.date)),
        days.map(() => shown(goal)),
        days.map((day) => shown(day.trend)),
        // Last, so that the dots are drawn over the lines.
        days.map((day) => shown(day.weight)),
      ],
      options: {
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [dateAxis(), { ...valueAxis((tick) => `${tick} ${unit}`), size: 64 }],
        series: [
          {},
          { label: 'Goal', stroke: color('--color-accent'), width: 2, dash: [6, 6], points: { show: false } },
          { label: 'Trend', stroke: color('--color-primary'), width: 3, points: { show: false } },
          {
            label: 'Weight',
            stroke: color('--color-text'),
            width: 0,
            points: { show: true, size: 7, width: 1.5, fill: color('--color-surface') },
          },
        ],
      },
    };
  }, [days, units, goal]);
  useDayChart(box, chart);

  return (
    <figure className="day-chart">
      <div ref={box} className="day-chart__canvas" role="img" aria-label={label} />
      <figcaption className="day-chart__key">
        <span className="weight-chart__dot" aria-hidden="true" /> Weigh-ins
        <span className="weight-chart__line" aria-hidden="true" /> Trend
        {goal === undefined ? null : (
          <>
            <span className="weight-chart__goal" aria-hidden="true" /> Goal
          </>
        )}
      </figcaption>
    </figure>
  );
}
