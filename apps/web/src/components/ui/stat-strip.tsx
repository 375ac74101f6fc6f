import './stat-strip.css';

export interface Stat {
  value: string;
  label: string;
}

/** A row of headline figures, each a large number over its label. */
export function StatStrip({ items, label }: { items: readonly Stat[]; label: string }) {
  return (
    <section className="container stat-strip" aria-label={label}>
      <dl>
        {items.map((stat) => (
          <div key={stat.label} className="stat-strip__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
