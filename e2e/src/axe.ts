import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Accessibility violations a user would be blocked by (serious or critical), on the settled page: fades
 * (a testimonial coming in) are finished first, so text is not measured half-transparent.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Only violations are read, so axe details no other result type (its own advice for large pages). Legacy mode
  // runs axe in the page itself instead of gathering each frame's results in a new blank page: a third of the
  // time, the same rules, and the one frame it leaves out is another origin's (a YouTube player).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
