interface NutrientBarProps {
  label: string;
  /** What was eaten, as text: "1,250 kcal". */
  valueText: string;
  value: number;
  /** What it is measured against; none draws no bar. */
  reference?: { amount: number; text: string; limit?: boolean } | undefined;
}

/** One figure of a day against its reference, as a bar a screen reader reads as a meter. */
export function NutrientBar({ label, valueText, value, reference }: NutrientBarProps) {
  const share = reference ? value / reference.amount : 0;
  const over = reference?.limit ? share > 1 : false;
  return (
    <div className="nutrient-bar" data-over={over}>
      <div className="nutrient-bar__text">
        <span className="nutrient-bar__label">{label}</span>
        <span className="nutrient-bar__value">
          {valueText}
          {reference ? <span className="nutrient-bar__reference"> {reference.text}</span> : null}
        </span>
      </div>
      {reference ? (
        <div
          className="nutrient-bar__track"
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={reference.amount}
          aria-valuenow={Math.round(value * 10) / 10}
          aria-valuetext={`${valueText} ${reference.text}`}
        >
          <span className="nutrient-bar__fill" style={{ width: `${Math.min(100, share * 100)}%` }} />
        </div>
      ) : null}
    </div>
  );
}
