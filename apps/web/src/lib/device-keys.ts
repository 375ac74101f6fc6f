/**
 * Every key this app stores in the browser's localStorage, in one place, with what lives only on this
 * device and what is also stored on the account (docs/product.md, "What stays in this browser").
 * Each value is read and written through `deviceStore` (lib/device-store.ts), checked by its schema.
 */
export const DEVICE_KEYS = {
  /** A visitor's targets. On sign-in they are merged into the account's, which are stored on the server from then on. */
  targets: 'thrive:targets',
  /** A visitor's profile (name, username, gender, photo): this device only; an account's profile is on the server. */
  profile: 'thrive:profile',
  /** The AI page's week, its settings, table size and swaps: this device only, until saved as a plan. */
  aiWeek: 'thrive:ai-week',
  /** The home page's day plan: this device only. */
  dayPlan: 'thrive:day-plan',
  /** The custom meal planner's unsaved table: this device only, until saved as a plan. */
  mealPlannerDraft: 'thrive:meal-planner-draft',
  /** The workout being planned: this device only, until saved to the account. */
  workoutDraft: 'thrive:workout-draft',
  /** Items ticked off shopping lists, by list: this device only. */
  shoppingTicks: 'thrive:shopping-ticks',
  /** Favourite poses (whole objects). Signed in, the account's list is the truth and this is its copy. */
  favouritePoses: 'favoriteYogaPoses',
  /** Favourite exercises (whole objects). Signed in, the account's list is the truth and this is its copy. */
  favouriteExercises: 'favoriteExercises',
  /** Which account the favourites above were last merged with, so a new account merges first. */
  favouritesAccount: 'thrive:favourites-account',
  /** Whether the timer's chime is muted: this device only. */
  chimeMuted: 'thrive:chime-muted',
  /**
   * The blog's list of articles and when it was fetched, used for a day: a cache of the server's. The version
   * changes with the list's shape, so a list stored in an older shape is never read as the new one.
   */
  blogArticles: 'thriveBlogList.v2',
} as const;

/** The blog list as versions before `blogArticles` stored it (MyHealthfinder's shape): removed, never read. */
export const RETIRED_BLOG_LIST_KEY = 'thriveBlogTopics-["health-topics"]';

/** Keys of earlier versions, read once to carry their values over and removed when the new key is written. */
export const LEGACY_DEVICE_KEYS = {
  /** The calorie target, diet and words to leave out, before targets had a key of their own. */
  mealPreferences: 'thrive:meal-preferences',
  calorieTarget: 'thrive:calorie-target',
} as const;
