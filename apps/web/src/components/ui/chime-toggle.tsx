import { Bell, BellOff } from 'lucide-react';
import { useChimeMuted } from '../../lib/chime';

/** Turns the end-of-time chime off and on again, for this device. */
export function ChimeToggle() {
  const [muted, setMuted] = useChimeMuted();
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={muted}
      aria-label="Mute the chime"
      title={muted ? 'Chime off' : 'Chime on'}
      onClick={() => setMuted(!muted)}
    >
      {muted ? <BellOff size={18} aria-hidden="true" /> : <Bell size={18} aria-hidden="true" />}
    </button>
  );
}
