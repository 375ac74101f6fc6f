import { useEffect, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './day-chart.css';

/** How tall the app's charts are: their box keeps this height before they are drawn, so nothing below moves. */
export const CHART_HEIGHT = 260;

/** "26 Nov" under the axis, as the app writes dates. */
const axisDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A date's noon, in the seconds uPlot's time scale counts. */
export const daySeconds = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;

/** The page's colours, so the canvas follows the style sheet. */
export const chartColor = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The date axis under a chart of days. */
export const dateAxis = (): uPlot.Axis => ({
  stroke: chartColor('--color-text-muted'),
  grid: { stroke: chartColor('--color-border') },
  values: (_, ticks) => ticks.map((tick) => axisDate.format(new Date(tick * 1000))),
});

/** An axis of values, each written by `label`, with the grid unless it is drawn on the right (side 1). */
export const valueAxis = (label: (tick: number) => string, right?: { scale: string }): uPlot.Axis => ({
  stroke: chartColor('--color-text-muted'),
  grid: { stroke: chartColor('--color-border'), show: !right },
  values: (_, ticks) => ticks.map(label),
  size: 72,
  ...(right ? { side: 1, scale: right.scale } : {}),
});

/** What a chart is drawn from: uPlot's options but its size, and the data. */
export type DayChart = () => { options: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData };

/**
 * Draws a uPlot chart of days into `box` at the box's width and `CHART_HEIGHT`, follows the box's width, and draws it
 * again when `chart` changes (the caller keeps it with `useCallback`, naming what it is drawn from).
 */
export function useDayChart(box: RefObject<HTMLDivElement | null>, chart: DayChart): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { options, data } = chart();
    const plot = new uPlot({ ...options, width: element.clientWidth, height: CHART_HEIGHT }, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [box, chart]);
}
