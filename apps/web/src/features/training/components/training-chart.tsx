import { useCallback, useRef } from 'react';
import type { ExerciseSession, UnitSystem } from '@thrive/contract';
import {
  chartColor as color,
  dateAxis,
  daySeconds,
  useDayChart,
  valueAxis,
  type DayChart,
} from '../../../components/charts/day-chart';
import { bodyUnits, weightIn } from '../../../lib/body/body-units';
import './training-chart.css';

interface TrainingChartProps {
  sessions: readonly ExerciseSession[];
  units: UnitSystem;
  /** Says in words what the chart shows, for those who do not see it. */
  label: string;
}

/**
 * Each session's best estimated one-rep max (a line, left scale) and its volume (dots, right scale), drawn with uPlot
 * as the progress chart is, in the person's units.
 */
export function TrainingChart({ sessions, units, label }: TrainingChartProps) {
  const box = useRef<HTMLDivElement>(null);

  const chart = useCallback<DayChart>(() => {
    const unit = bodyUnits(units).weight;
    return {
      data: [
        sessions.map((session) => daySeconds(session.date)),
        sessions.map((session) => (session.oneRepMaxKg === null ? null : weightIn(session.oneRepMaxKg, units))),
        sessions.map((session) => (session.volumeKg > 0 ? Math.round(weightIn(session.volumeKg, units)) : null)),
      ],
      options: {
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, volume: {} },
        axes: [
          { ...dateAxis(), size: 40 },
          valueAxis((tick) => `${tick} ${unit}`),
          valueAxis((tick) => tick.toLocaleString('en-US'), { scale: 'volume' }),
        ],
        series: [
          {},
          {
            label: 'Estimated one-rep max',
            stroke: color('--color-primary'),
            width: 3,
            spanGaps: true,
            points: { show: true, size: 6, fill: color('--color-primary') },
          },
          {
            label: 'Volume',
            scale: 'volume',
            stroke: color('--color-accent'),
            width: 0,
            points: { show: true, size: 8, width: 2, fill: color('--color-surface') },
          },
        ],
      },
    };
  }, [sessions, units]);
  useDayChart(box, chart);

  return (
    <figure className="day-chart">
      <div ref={box} className="day-chart__canvas" role="img" aria-label={label} />
      <figcaption className="day-chart__key">
        <span className="training-chart__item">
          <span className="training-chart__line" aria-hidden="true" /> Estimated one-rep max ({bodyUnits(units).weight},
          left)
        </span>
        <span className="training-chart__item">
          <span className="training-chart__dot" aria-hidden="true" /> Volume ({bodyUnits(units).weight} moved, right)
        </span>
      </figcaption>
    </figure>
  );
}
