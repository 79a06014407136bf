import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describe(violations: AxeResults['violations']): string {
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

/** Runs axe with the WCAG 2.1 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = describe(results.violations);
  expect(results.violations.length, `axe violations on ${context}:\n\n${report}`).toBe(0);
}
