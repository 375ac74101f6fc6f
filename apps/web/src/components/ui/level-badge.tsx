import './level-badge.css';

/** A pose's or an exercise's level as a coloured pill: green for beginner, amber for intermediate, red for expert. */
export function LevelBadge({ level, className }: { level: string; className?: string }) {
  return (
    <span className={`level-badge${className ? ` ${className}` : ''}`} data-level={level.toLowerCase()}>
      {level}
    </span>
  );
}
