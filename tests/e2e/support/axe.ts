import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export interface AxeOptions {
  /** Check only inside this selector. */
  include?: string;
  /** Run only these rules (e.g. colour contrast after switching the colour scheme). */
  rules?: string[];
  /**
   * Leave out the token spans of code blocks: they are most of the elements of a
   * long page and only carry token colours, whose contrast on the block and on a
   * highlighted line is proved for every colour in tests/unit/prismThemeCss.test.ts.
   */
  skipCodeTokens?: boolean;
}

/**
 * The rules whose result depends on the colours: after a switch of colour
 * scheme only these can change (text contrast, and links told from the text
 * around them by colour alone).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core WCAG 2.0/2.1 A and AA violations on the page, one line each. Axe runs
 * in the page itself (legacy mode: the site has no frames to aggregate, and the
 * default mode's extra blank page for its results doubles the time) and collects
 * details for violations only.
 */
export async function axeViolations(page: Page, options: AxeOptions | string = {}): Promise<string[]> {
  const { include, rules, skipCodeTokens } = typeof options === 'string' ? { include: options } : options;
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (rules) builder = builder.withRules(rules);
  if (include) builder = builder.include(include);
  if (skipCodeTokens) builder = builder.exclude('.theme-code-block .token-line');
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`),
  );
}

/**
 * Zero axe violations in light appearance, then zero violations of the colour
 * rules in dark (the others cannot change with the scheme), with the page as it
 * is now; code-token spans are left out. The appearance is auto, so it follows
 * the emulated system scheme. `stillShown`, when given, must be visible in each
 * scheme before axe runs (an overlay that must not have closed).
 */
export async function expectNoViolationsInLightAndDark(page: Page, label: string, stillShown?: Locator): Promise<void> {
  // Colours fade between themes; axe must see the end state, not the fade.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const [scheme, rules] of [['light', undefined], ['dark', COLOUR_RULES]] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    if (stillShown) await expect(stillShown, `${label} still shown in ${scheme}`).toBeVisible();
    expect(await axeViolations(page, { rules, skipCodeTokens: true }), `${label}, ${scheme} appearance`).toEqual([]);
  }
}
