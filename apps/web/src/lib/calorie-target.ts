/**
 * The visitor's chosen daily calorie target, set from the calculator and read by the home
 * page's plan generator and the planner. Kept in this browser only.
 */
const KEY = 'thrive:calorie-target';

export function saveCalorieTarget(calories: number): void {
  try {
    localStorage.setItem(KEY, String(Math.round(calories)));
  } catch {
    // Storage can be full or disabled (private mode); the target then lasts for this page only.
  }
}

export function readCalorieTarget(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
