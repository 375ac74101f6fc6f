import { useEffect, useId, useRef, useState } from 'react';
import type { DayCalories } from '../plan-view';

interface CalorieChartProps {
  days: DayCalories[];
  target: number;
  /** Names the plan shown, e.g. "your custom plan". */
  planName: string;
}

const HEIGHT = 240;
/** Below this many pixels a day's label ("Wed" over "25 Nov") would run into the next one's. */
const MIN_LABEL_SLOT = 48;
const PAD = { top: 16, right: 12, bottom: 46, left: 48 };

/** Round a scale's top up to a tidy figure, so the axis reads 2500 rather than 2417. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 500;
  const step = value <= 1000 ? 250 : 500;
  return Math.ceil(value / step) * step;
}

export function chartSummary(days: DayCalories[], target: number, planName: string): string {
  if (days.length === 0) return `No calories to show for ${planName}.`;
  const over = days.filter((day) => day.calories > target).length;
  const figures = days
    .map((day) => `${day.label}: ${Math.round(day.calories)} kcal ${day.eaten ? 'eaten' : 'planned'}`)
    .join('; ');
  return `Calories per day for ${planName} against a target of ${Math.round(target)} kcal. ${figures}. ${over} of ${days.length} ${days.length === 1 ? 'day' : 'days'} ${over === 1 ? 'is' : 'are'} over the target.`;
}

/** A day's label as the weekday over the date ("Wed" / "25 Nov"): half as wide, so most days keep one. */
function DayLabel({ label, x }: { label: string; x: number }) {
  const [weekday, ...date] = label.split(' ');
  return (
    <text className="calorie-chart__axis" x={x} y={HEIGHT - 24} textAnchor="middle">
      {/* The space keeps the label's text whole ("Wed 25 Nov") for anything reading it. */}
      <tspan>{weekday} </tspan>
      <tspan x={x} dy="1.3em">
        {date.join(' ')}
      </tspan>
    </text>
  );
}

/** Bars of each day's calories with the daily target drawn across them. */
export function CalorieChart({ days, target, planName }: CalorieChartProps) {
  const titleId = useId();
  const figureRef = useRef<HTMLElement>(null);
  // Drawn at the width it is shown at, so its text stays readable from phones to desktops.
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const figure = figureRef.current;
    if (!figure || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);
  const top = niceCeiling(Math.max(target * 1.15, ...days.map((day) => day.calories)));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight * (1 - value / top);
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.min(44, slot * 0.6);
  const labelEvery = Math.ceil(MIN_LABEL_SLOT / slot);
  const ticks = [0, top / 2, top];
  const summary = chartSummary(days, target, planName);

  return (
    <figure className="calorie-chart" ref={figureRef}>
      <svg className="calorie-chart__svg" viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{summary}</title>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line className="calorie-chart__grid" x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className="calorie-chart__axis" x={PAD.left - 8} y={y(tick) + 4} textAnchor="end">
              {Math.round(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = PAD.left + slot * index + (slot - barWidth) / 2;
          const height = Math.max(0, y(0) - y(day.calories));
          return (
            <g key={day.dayNumber} aria-hidden="true">
              <rect
                className="calorie-chart__bar"
                data-over={day.calories > target}
                data-eaten={day.eaten}
                x={x}
                y={y(0) - height}
                width={barWidth}
                height={height}
                rx={4}
              />
              {index % labelEvery === 0 ? <DayLabel label={day.label} x={x + barWidth / 2} /> : null}
            </g>
          );
        })}
        <g aria-hidden="true">
          <line className="calorie-chart__target" x1={PAD.left} x2={width - PAD.right} y1={y(target)} y2={y(target)} />
          <text className="calorie-chart__target-label" x={width - PAD.right} y={y(target) - 6} textAnchor="end">
            Target {Math.round(target)} kcal
          </text>
        </g>
      </svg>
      <figcaption className="calorie-chart__legend">
        <span className="calorie-chart__legend-item">
          <span className="calorie-chart__key" data-kind="under" aria-hidden="true" /> Within target
        </span>
        <span className="calorie-chart__legend-item">
          <span className="calorie-chart__key" data-kind="over" aria-hidden="true" /> Over target
        </span>
        {days.some((day) => day.eaten) ? (
          <span className="calorie-chart__legend-item">
            <span className="calorie-chart__key" data-kind="eaten" aria-hidden="true" /> Eaten, from your diary (the
            rest planned)
          </span>
        ) : null}
        <span className="calorie-chart__legend-item">
          <span className="calorie-chart__key" data-kind="target" aria-hidden="true" /> Daily target
        </span>
      </figcaption>
    </figure>
  );
}
