import { Clock } from 'lucide-react';

/** "5 min read" beside an article's date, on its card and on its page; nothing when the time is unknown. */
export function ReadingTime({ minutes }: { minutes: number | undefined }) {
  return minutes ? (
    <span>
      <Clock size={14} aria-hidden="true" /> {minutes} min read
    </span>
  ) : null;
}
