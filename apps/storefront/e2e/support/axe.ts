import axe from 'axe-core';
import type { Page } from 'playwright-core';

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/** One line per offending element, so a failing test names the rule, its impact and where to look. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    - ${node.target.map(String).join(' >> ')}`).join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n${targets}`;
    })
    .join('\n');
}

/**
 * Runs axe-core (every rule of the WCAG 2.x A/AA and best-practice tags, all impacts) on the page as it is now and
 * returns a readable report: '' when there is nothing to fix.
 */
export async function axeReport(page: Page, context = 'body'): Promise<string> {
  // Evaluated through the DevTools protocol rather than as a script tag, so the page's Content-Security-Policy
  // does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (selector) => {
    const result = await (
      window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(selector, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, context);
  return describeViolations(violations);
}
