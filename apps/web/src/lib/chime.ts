import { z } from 'zod';
import { DEVICE_KEYS } from './device-keys';
import { deviceStore } from './device-store';

/** Whether the chime is muted, remembered on this device. Without storage the choice lasts as long as the page. */
const muted = deviceStore<boolean>({ key: DEVICE_KEYS.chimeMuted, schema: z.boolean(), empty: false });
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
  if (muted.read()) return;
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

/** Whether the chime is muted, and a way to change it. */
export function useChimeMuted(): [boolean, (muted: boolean) => void] {
  return [muted.use(), muted.write];
}
