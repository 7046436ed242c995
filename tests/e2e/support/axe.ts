/**
 * The accessibility check every end-to-end file runs: axe-core (through `@axe-core/playwright`) on the page as it
 * stands, reporting the violations of impact "serious" or "critical".
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeScope {
  /** CSS selectors of the parts checked (default: the whole page). */
  include?: readonly string[];
  /** Rule tags checked (default WCAG_TAGS); null: every rule axe has, best practices too. */
  tags?: readonly string[] | null;
}

/**
 * The serious and critical axe violations of `page` within `scope`, one line each:
 * `<rule id>: <help> (<target> <html…>, …)` with each offending node's selector, its HTML's first 120 characters
 * and what axe says to fix; [] when there is none.
 *
 * Run in one go inside the page (`setLegacyMode`): the default splits the run per frame and then finishes it in a
 * new blank page, to reach cross-origin frames, which these pages do not have; that took three to four times as
 * long here (an Act's text: 12–20 s against 3 s). Only violations are gathered in full (`resultTypes`): the rules
 * that pass or do not apply report one node each, not a selector and an HTML snippet for every element.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page: page as never })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  const tags = scope.tags === undefined ? WCAG_TAGS : scope.tags;
  if (tags) builder = builder.withTags([...tags]);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`.trim())
          .join(', ')})`,
    );
}
