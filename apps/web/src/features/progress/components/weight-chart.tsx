import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrendDay, UnitSystem } from '@thrive/contract';
import { bodyUnits, weightIn } from '../../../lib/body/body-units';

interface WeightChartProps {
  days: readonly TrendDay[];
  units: UnitSystem;
  /** The goal weight in kilograms, drawn as a line when it is set. */
  goal: number | undefined;
  /** Says in words what the chart shows, for those who do not see it. */
  label: string;
}

const HEIGHT = 260;
/** "26 Nov" under the axis, as the app writes dates. */
const axisDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const seconds = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;
/** The page's colours, so the canvas follows the style sheet. */
const color = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Daily weigh-ins as dots and the smoothed trend as a line, drawn with uPlot to the width of its box. */
export function WeightChart({ days, units, goal, label }: WeightChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const unit = bodyUnits(units).weight;
    const shown = (kg: number | undefined | null) => (kg === undefined || kg === null ? null : weightIn(kg, units));
    const data: uPlot.AlignedData = [
      days.map((day) => seconds(day.date)),
      days.map(() => shown(goal)),
      days.map((day) => shown(day.trend)),
      // Last, so that the dots are drawn over the lines.
      days.map((day) => shown(day.weight)),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          {
            stroke: color('--color-text-muted'),
            grid: { stroke: color('--color-border') },
            values: (_, ticks) => ticks.map((tick) => axisDate.format(new Date(tick * 1000))),
          },
          {
            stroke: color('--color-text-muted'),
            grid: { stroke: color('--color-border') },
            values: (_, ticks) => ticks.map((tick) => `${tick} ${unit}`),
            size: 64,
          },
        ],
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
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, units, goal]);

  return (
    <figure className="weight-chart">
      <div ref={box} className="weight-chart__canvas" role="img" aria-label={label} />
      <figcaption className="weight-chart__key">
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
