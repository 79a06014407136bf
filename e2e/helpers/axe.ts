import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

type Violations = axe.AxeResults['violations'];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describe(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n/g, '\n      ');
          return `    - ${node.target.join(' ')}\n      ${node.html}\n      ${summary}`;
        })
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** The axe-core that AxeBuilder injects (its own dependency, whatever version the portal lists). */
const axeOfAxeBuilder = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
)('axe-core') as typeof axe;

/** That axe-core's source and the configuration AxeBuilder gives it. */
const AXE_SCRIPT = `${axeOfAxeBuilder.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * The WCAG violations on the page. On a page of one frame axe runs in the page itself, with its
 * source injected once per document; AxeBuilder's analyze() injects the source again on every
 * call and finishes each run in a new blank tab, twice the time per check here, for a result
 * that differs only where the page has frames (it reaches into cross-origin ones too), so a page
 * with frames is still checked by AxeBuilder. The same rules run either way; only violations
 * are collected in detail (`resultTypes`), as only they are asserted.
 */
async function wcagViolations(page: Page): Promise<Violations> {
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  }
  const injected = await page.evaluate(
    () => typeof (window as { axe?: typeof axe }).axe?.run === 'function',
  );
  if (!injected) await page.evaluate(AXE_SCRIPT);
  return page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, WCAG_TAGS);
}

/** Runs axe with the WCAG 2.1 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  const violations = await wcagViolations(page);
  const report = describe(violations);
  expect(violations.length, `axe violations on ${context}:\n\n${report}`).toBe(0);
}
