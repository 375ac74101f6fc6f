import { useCallback, useSyncExternalStore } from 'react';
import { storageSubscription } from './storage-subscription';

const MUTED_KEY = 'thrive:chime-muted';
let context: AudioContext | undefined;

/**
 * Browsers start sound only after a gesture: call this from the click that starts a timer, so the
 * chime can play when it ends.
 */
export function primeChime(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
  } catch {
    // No Web Audio here: the timer works silently.
  }
}

/** A soft two-note bell, made on the spot (no sound file to download). */
export function playChime(): void {
  if (isChimeMuted()) return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime + 0.02;
    for (const [index, frequency] of [659.25, 987.77].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.18;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 1.6);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 1.7);
    }
  } catch {
    // No Web Audio here: the visual and spoken cues still tell the time is up.
  }
}

function isChimeMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

const mutedStore = storageSubscription();

/** Whether the chime is muted, remembered on this device, and a way to change it. */
export function useChimeMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(mutedStore.subscribe, isChimeMuted, () => false);
  const setMuted = useCallback((next: boolean) => {
    try {
      localStorage.setItem(MUTED_KEY, String(next));
    } catch {
      // Without storage the choice cannot be stored; the chime stays as it was.
    }
    mutedStore.notify();
  }, []);
  return [muted, setMuted];
}
