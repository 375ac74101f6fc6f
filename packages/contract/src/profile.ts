import { z } from 'zod';
import { AgeSchema, GOALS, HeightSchema, WeightSchema } from './targets';
import { NewPasswordSchema } from './auth';

export const GENDERS = ['male', 'female', 'other'] as const;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest photo stored, after the browser has resized it. */
export const MAX_PHOTO_BYTES = 1024 * 1024;

export const PROFILE_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match!',
  wrongPassword: 'That is not your current password.',
  saved: 'Your profile is saved.',
  savedOnDevice: 'Your profile is saved on this device. Sign in to keep it with your account.',
  saveFailed: 'Your profile could not be saved. Please try again.',
  photoNotImage: 'Choose an image file (JPEG, PNG or WebP).',
  photoSaved: 'Your photo is saved.',
  photoRemoved: 'Your photo is removed.',
  passwordChanged: 'Your password is changed. Other devices are signed out.',
  passwordUnchanged: 'Choose a password other than your current one.',
  emailInvalid: 'Enter a valid email address.',
  emailUnchanged: 'That is already your email.',
  emailTaken: 'Another account uses that email.',
  emailChangeSent: 'We have sent a link to {email}. Your sign-in email changes when you open it.',
  confirmationWrong: 'That does not match. Type it again to delete your account.',
  deleted: 'Your account and everything in it are deleted.',
  sessionsFailed: 'Your devices could not be loaded. Please try again.',
  signOutFailed: 'That device could not be signed out. Please try again.',
  signedOutOthers: 'Your other devices are signed out.',
  signedOutOne: '{device} is signed out.',
} as const;

/**
 * The profile page's fields, all required. Age, height, weight and goal are the person's targets (one
 * value on every screen, with the targets' ranges); username and gender belong to the profile alone.
 */
export const ProfileDetailsSchema = z.object({
  username: z.string().trim().min(1, 'Enter a username.').max(40, 'Use at most 40 characters.'),
  age: AgeSchema,
  gender: z.enum(GENDERS),
  /** Centimetres. */
  height: HeightSchema,
  /** Kilograms. */
  weight: WeightSchema,
  goal: z.enum(GOALS),
});
export type ProfileDetails = z.infer<typeof ProfileDetailsSchema>;

export const DisplayNameSchema = z.string().trim().min(1, 'Enter your name.').max(80, 'Use at most 80 characters.');

export const ProfilePhotoSchema = z.object({
  type: z.enum(PHOTO_TYPES),
  /** Base64 of the image bytes; at most MAX_PHOTO_BYTES once decoded. */
  data: z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
    .max(Math.ceil(MAX_PHOTO_BYTES / 3) * 4, 'The photo must be at most 1 MB.'),
});
export type ProfilePhoto = z.infer<typeof ProfilePhotoSchema>;

/** PUT /api/profile: the name and the details; the session is all it asks. */
export const UpdateProfileRequestSchema = ProfileDetailsSchema.extend({ name: DisplayNameSchema });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Whether the sign-in email's owner has opened the link sent to it. */
  emailVerified: z.boolean(),
  /** The profile picture's URL, or null for the default avatar. */
  image: z.string().nullable(),
  /** False for an account made by Google or Facebook sign-in that has not chosen a password yet. */
  hasPassword: z.boolean(),
  /** Whether sign-in asks for an authenticator app's code (or a backup code) after the password. */
  twoFactor: z.boolean(),
  /** What is known of the details: empty until the profile is first saved. */
  details: ProfileDetailsSchema.partial(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PUT /api/profile/email: a new sign-in email, confirmed with the account's password. */
export const ChangeEmailRequestSchema = z.object({
  email: z.email({ error: PROFILE_MESSAGES.emailInvalid }).max(254),
  password: z.string().min(1, 'Enter your password.').max(128),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

/**
 * DELETE /api/profile: the account's password confirms it; an account without one (made by Google or
 * Facebook sign-in) types its email instead.
 */
export const DeleteAccountRequestSchema = z.object({
  confirmation: z.string().min(1, 'Type it to confirm.').max(254),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const DeleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

/**
 * PUT /api/profile/password. The current password confirms it; an account made by Google or Facebook
 * sign-in, which has none yet, chooses its first without one.
 */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128).optional(),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = z.object({ changed: z.literal(true) });

/** One place the account is signed in: a browser on a device, as its sessions list shows it. */
export const DeviceSessionSchema = z.object({
  id: z.string(),
  /** The browser and system, e.g. "Firefox on Android"; "Unknown device" when the browser did not say. */
  device: z.string(),
  signedInAt: z.iso.datetime(),
  /** When the session was last used, to the day: it is refreshed at most once a day. */
  lastSeenAt: z.iso.datetime(),
  /** The session of the browser that asks. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

export const DeviceSessionParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const SignedOutSchema = z.object({ signedOut: z.number().int().min(0) });
