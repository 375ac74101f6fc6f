import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ExerciseSession, UnitSystem } from '@thrive/contract';
import { bodyUnits, weightIn } from '../../../lib/body/body-units';
import './training-chart.css';

interface TrainingChartProps {
  sessions: readonly ExerciseSession[];
  units: UnitSystem;
  /** Says in words what the chart shows, for those who do not see it. */
  label: string;
}

const HEIGHT = 260;
const axisDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const seconds = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
const color = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * Each session's best estimated one-rep max (a line, left scale) and its volume (dots, right scale), drawn with uPlot
 * as the progress chart is, in the person's units.
 */
export function TrainingChart({ sessions, units, label }: TrainingChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const unit = bodyUnits(units).weight;
    const data: uPlot.AlignedData = [
      sessions.map((session) => seconds(session.date)),
      sessions.map((session) => (session.oneRepMaxKg === null ? null : weightIn(session.oneRepMaxKg, units))),
      sessions.map((session) => (session.volumeKg > 0 ? Math.round(weightIn(session.volumeKg, units)) : null)),
    ];
    const axis = (values: (tick: number) => string, side?: number, scale?: string): uPlot.Axis => ({
      stroke: color('--color-text-muted'),
      grid: { stroke: color('--color-border'), show: side === undefined },
      values: (_, ticks) => ticks.map(values),
      size: 72,
      ...(side === undefined ? {} : { side }),
      ...(scale ? { scale } : {}),
    });
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, volume: {} },
        axes: [
          { ...axis((tick) => axisDate.format(new Date(tick * 1000))), size: 40 },
          axis((tick) => `${tick} ${unit}`),
          axis((tick) => `${tick.toLocaleString('en-US')}`, 1, 'volume'),
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
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [sessions, units]);

  return (
    <figure className="training-chart">
      <div ref={box} className="training-chart__canvas" role="img" aria-label={label} />
      <figcaption className="training-chart__key">
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
