import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Allergen,
  DiaryEntry,
  DiaryMeal,
  MealPlanType,
  Nutrients,
  PlanRow,
  WorkoutExercise,
} from '@thrive/contract';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per address whatever its letter case.
  (table) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${table.email})`)],
);

/** Messages sent through the contact page. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Accounts. Column sets are the ones better-auth reads and writes (its user, session, account and
// verification models); the schema keys below are its model names.

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** The display name. */
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Set once a TOTP app is set up and its first code checked: sign-in then asks for a code too. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** Profile picture URL; our own photo endpoint once the user uploads one. */
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One row per way of signing in: the password ("credential") or an OAuth provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash (see auth/password-hashing.ts); only on the credential account. */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** Short-lived values such as OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Values the server generates once and every instance shares, such as the session-signing secret. */
/** An account's TOTP secret and backup codes (better-auth's two-factor model), both encrypted with the server's secret. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** False between setting the app up and typing its first code. */
    verified: boolean('verified').notNull().default(true),
    // better-auth's own lock on codes; ours (AccountLock) counts failed codes with failed passwords instead.
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factors_user_id_idx').on(table.userId), index('two_factors_secret_idx').on(table.secret)],
);

/** A passkey (WebAuthn credential) an account signs in with, as better-auth's passkey plugin keeps it. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    /** What the person called it, or the authenticator's name. */
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    /** The authenticator's signature counter, which must grow with each use. */
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    aaguid: text('aaguid'),
  },
  (table) => [
    index('passkeys_user_id_idx').on(table.userId),
    uniqueIndex('passkeys_credential_id_key').on(table.credentialID),
  ],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The profile page's fields beyond the display name and email, which live on the user. */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  gender: text('gender', { enum: ['male', 'female', 'other'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's targets (docs/product.md, "My targets"), one row, each column null until chosen. The profile's
 * age, height, weight and goal are these same columns. `changed_at` is when they last changed on the device
 * where they were set, which decides a merge.
 */
export const targets = pgTable('targets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sex: text('sex', { enum: ['male', 'female'] }),
  age: integer('age'),
  heightCm: real('height_cm'),
  weightKg: real('weight_kg'),
  goalWeightKg: real('goal_weight_kg'),
  activityHours: real('activity_hours'),
  goal: text('goal', { enum: ['lose', 'maintain', 'gain'] }),
  weeklyRateKg: real('weekly_rate_kg'),
  calories: integer('calories'),
  carbsPercent: integer('carbs_percent'),
  fatPercent: integer('fat_percent'),
  proteinPercent: integer('protein_percent'),
  diet: text('diet'),
  excludedAllergens: jsonb('excluded_allergens').$type<Allergen[]>(),
  excludedWords: jsonb('excluded_words').$type<string[]>(),
  mealsPerDay: integer('meals_per_day'),
  units: text('units', { enum: ['metric', 'us'] }),
  /** Null while nothing is chosen. */
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

/**
 * A user's picture: uploaded on the profile page (already resized in the browser), or brought once from
 * Google or Facebook at sign-in. Apart from the profile, which an account may never fill in. Base64 so both
 * drivers read it alike.
 */
export const userPhotos = pgTable('user_photos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  base64: text('base64').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A saved plan's day: its meal rows, each with up to 3 items and a completion tick. */
export interface StoredPlanDay {
  dayNumber: number;
  rows: PlanRow[];
}

/**
 * One plan per user, date and type. The table itself (days × rows × items) is one JSON document: it is
 * always read, written and validated whole, and any shape round-trips without a schema change.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type', { enum: ['custom', 'ai'] }).notNull(),
    totalDays: integer('total_days').notNull(),
    days: jsonb('days').$type<StoredPlanDay[]>().notNull(),
    /** Rises by one with every write: the version a stale update is checked against. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('meal_plans_user_date_type_key').on(table.userId, table.date, table.type)],
);

/** Favourite poses or exercises of a user, one list per kind, stored whole as the device stores it. */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['poses', 'exercises'] }).notNull(),
    items: jsonb('items').$type<unknown[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * A workout of a user on a date. Its exercises, with their sets and what was logged of each, are one JSON
 * document: always read and written whole. `version` rises with every write; a change based on an older
 * one is refused.
 */
export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    exercises: jsonb('exercises').$type<WorkoutExercise[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('workouts_user_date_idx').on(table.userId, table.date)],
);

/** A finished guided session: its date in the user's own calendar and how long it took. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_sessions_user_date_idx').on(table.userId, table.date)],
);

/** Responses of outside services, cached for a while and shared by every server instance (decision 0015). */
export const remoteCache = pgTable('remote_cache', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * What a person ate (docs/product.md, "Food diary"): one row an entry. The nutrients are those of the amount
 * eaten, worked out when it was logged, so a later change to a food or a recipe leaves past days as they were.
 */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were logged in, also of those written in one statement (a copied day). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    meal: text('meal').$type<DiaryMeal>().notNull(),
    kind: text('kind').$type<DiaryEntry['kind']>().notNull(),
    name: text('name').notNull(),
    foodId: text('food_id'),
    grams: real('grams'),
    portion: text('portion'),
    quantity: real('quantity'),
    recipeId: integer('recipe_id'),
    servings: real('servings'),
    nutrients: jsonb('nutrients').$type<Nutrients>().notNull(),
    /** The plan an "Ate as planned" entry came from, and its place in that plan's day, so it is logged once. */
    planType: text('plan_type').$type<MealPlanType>(),
    planItem: text('plan_item'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('diary_entries_user_date_idx').on(table.userId, table.date)],
);

/**
 * A day's weigh-in and measurements (docs/product.md, "Body and progress"): one row a user and date, kilograms and
 * centimetres, each measurement null when not taken.
 */
export const bodyEntries = pgTable(
  'body_entries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: doublePrecision('weight_kg'),
    bodyFatPercent: doublePrecision('body_fat_percent'),
    waistCm: doublePrecision('waist_cm'),
    hipsCm: doublePrecision('hips_cm'),
    chestCm: doublePrecision('chest_cm'),
    neckCm: doublePrecision('neck_cm'),
    upperArmCm: doublePrecision('upper_arm_cm'),
    thighCm: doublePrecision('thigh_cm'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.date] })],
);

/**
 * Each accepted check-in: the calorie target it replaced and the one it set, so that a week's proposals are held to
 * 10 % of the target as it stood before the first of them.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    caloriesBefore: integer('calories_before').notNull(),
    calories: integer('calories').notNull(),
    expenditure: integer('expenditure').notNull(),
  },
  (table) => [index('check_ins_user_accepted_idx').on(table.userId, table.acceptedAt)],
);
