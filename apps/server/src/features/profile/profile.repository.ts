import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Profile, ProfileDetails } from '@thrive/contract';
import type { Database } from '../../db/database';
import { accounts, userPhotos, userProfiles, users, verifications } from '../../db/schema';
import { findTargets, saveTargets } from './targets.repository';

/** better-auth's provider id for email-and-password accounts. */
const CREDENTIAL_PROVIDER = 'credential';

export async function findProfile(userId: string, db: Database): Promise<Profile | undefined> {
  const [row] = await db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user, profile } = row;
  // Age, height, weight and goal are the person's targets.
  const { age, height, weight, goal } = (await findTargets(userId, db)).targets;
  const known = Object.entries({ username: profile?.username, gender: profile?.gender, age, height, weight, goal });
  return {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image,
    hasPassword: (await findPasswordHash(userId, db)) !== null,
    twoFactor: user.twoFactorEnabled,
    details: Object.fromEntries(known.filter(([, value]) => value !== undefined)),
  };
}

export async function findPasswordHash(userId: string, db: Database): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)));
  return row?.password ?? null;
}

export interface PhotoChange {
  /** undefined keeps the photo, null removes it. */
  photo: { type: string; base64: string } | null | undefined;
  /** What the user's picture URL becomes when the photo changes. */
  imageUrl: string | null;
}

/** The display name and the details; age, height, weight and goal go to the targets as changed now. */
export async function saveProfile(
  userId: string,
  { name, details }: { name: string; details: ProfileDetails },
  db: Database,
): Promise<void> {
  const { username, gender, age, height, weight, goal } = details;
  const profileRow = { username, gender, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .insert(userProfiles)
      .values({ userId, ...profileRow })
      .onConflictDoUpdate({ target: userProfiles.userId, set: profileRow });
    await saveTargets(userId, { targets: { age, height, weight, goal }, changedAt: new Date().toISOString() }, tx);
  });
}

/** Gives an account made by Google or Facebook sign-in its first password, so it can sign in by email too. */
export async function addPassword(userId: string, passwordHash: string, db: Database): Promise<void> {
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: CREDENTIAL_PROVIDER,
    userId,
    password: passwordHash,
  });
}

/** The user's picture, stored here and shown at `imageUrl`; null removes it (the default avatar then). */
export async function savePhoto(userId: string, { photo, imageUrl }: PhotoChange, db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (photo) {
      const row = { type: photo.type, base64: photo.base64, updatedAt: new Date() };
      await tx
        .insert(userPhotos)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: userPhotos.userId, set: row });
    } else {
      await tx.delete(userPhotos).where(eq(userPhotos.userId, userId));
    }
    await tx.update(users).set({ image: imageUrl, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

export async function findPhoto(userId: string, db: Database) {
  const [row] = await db
    .select({ base64: userPhotos.base64, type: userPhotos.type })
    .from(userPhotos)
    .where(eq(userPhotos.userId, userId));
  return row;
}

/** Whether an account other than `userId` signs in with `email` (already lower-case). */
export async function emailTakenByAnother(email: string, userId: string, db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined && row.id !== userId;
}

/**
 * Removes the account and everything stored for it: its sessions, sign-in methods, profile, targets, photo,
 * meal plans, favourites and practice records (their rows go with the user's, by their foreign keys), and any
 * password-reset link still open for it.
 */
export async function deleteAccount(userId: string, db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
