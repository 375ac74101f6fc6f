import { z } from 'zod';
import { GENDERS, WEIGHT_TARGETS } from '@thrive/contract';

/** Spec §2: an anonymous visitor's profile lives in this browser only. */
export const LOCAL_PROFILE_KEY = 'thrive:profile';

// Each field falls back on its own, so one odd value (an older version, a hand edit) does not lose the rest.
const text = z.string().optional().catch(undefined);
const positive = z.number().positive().optional().catch(undefined);

/** What is kept: never a password. Unknown keys are dropped on the way in and out. */
export const LocalProfileSchema = z.object({
  name: text,
  username: text,
  age: positive,
  email: text,
  gender: z.enum(GENDERS).optional().catch(undefined),
  height: positive,
  weight: positive,
  target: z.enum(WEIGHT_TARGETS).optional().catch(undefined),
  /** A `data:image/…` URL, or null for the default avatar. */
  photo: z.string().startsWith('data:image/').nullable().optional().catch(undefined),
});
export type LocalProfile = z.infer<typeof LocalProfileSchema>;

export function readLocalProfile(): LocalProfile {
  try {
    const stored = localStorage.getItem(LOCAL_PROFILE_KEY);
    return stored ? LocalProfileSchema.parse(JSON.parse(stored)) : {};
  } catch {
    return {};
  }
}

/** False when the browser refused (storage full or disabled). */
export function saveLocalProfile(profile: LocalProfile): boolean {
  try {
    localStorage.setItem(LOCAL_PROFILE_KEY, JSON.stringify(LocalProfileSchema.parse(profile)));
    return true;
  } catch {
    return false;
  }
}
