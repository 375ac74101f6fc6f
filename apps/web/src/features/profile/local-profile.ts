import { z } from 'zod';
import { GENDERS } from '@thrive/contract';
import { deviceTargets } from '../../lib/targets/device-targets';
import { DEVICE_KEYS } from '../../lib/device-keys';

// Each field falls back on its own, so one odd value (an older version, a hand edit) does not lose the rest.
const text = z.string().optional().catch(undefined);

/**
 * What is stored: never a password. Age, height, weight and goal are the visitor's targets, stored apart.
 * Unknown keys are dropped on the way in and out.
 */
export const LocalProfileSchema = z.object({
  name: text,
  username: text,
  email: text,
  gender: z.enum(GENDERS).optional().catch(undefined),
  /** A `data:image/…` URL, or null for the default avatar. */
  photo: z.string().startsWith('data:image/').nullable().optional().catch(undefined),
});
export type LocalProfile = z.infer<typeof LocalProfileSchema>;

export function readLocalProfile(): LocalProfile {
  try {
    const stored = localStorage.getItem(DEVICE_KEYS.profile);
    return stored ? LocalProfileSchema.parse(JSON.parse(stored)) : {};
  } catch {
    return {};
  }
}

/**
 * Earlier versions stored age, height, weight and target in this profile, and the targets read them from here
 * until they have a key of their own. Writing the profile drops them, so the targets keep them first.
 */
function keepEarlierTargets(): void {
  if (localStorage.getItem(DEVICE_KEYS.targets) !== null) return;
  const earlier = deviceTargets.read();
  if (earlier.changedAt !== null) deviceTargets.write(earlier);
}

/** False when the browser refused (storage full or disabled). */
export function saveLocalProfile(profile: LocalProfile): boolean {
  try {
    keepEarlierTargets();
    localStorage.setItem(DEVICE_KEYS.profile, JSON.stringify(LocalProfileSchema.parse(profile)));
    return true;
  } catch {
    return false;
  }
}
