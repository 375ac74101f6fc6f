interface ProgressRingProps {
  /** 0 to 1. */
  fraction: number;
  size?: number;
}

/** A decorative ring; the numbers beside it carry the meaning for assistive tech. */
export function ProgressRing({ fraction, size = 40 }: ProgressRingProps) {
  const stroke = 4;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.min(1, Math.max(0, fraction));
  return (
    <svg
      className="progress-ring"
      data-complete={shown === 1}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle className="progress-ring__track" cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} />
      <circle
        className="progress-ring__value"
        cx={size / 2}
        cy={size / 2}
        r={radius}
        strokeWidth={stroke}
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - shown)}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
    </svg>
  );
}
