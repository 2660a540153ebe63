import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The accessibility rules axe-core finds broken on the page as it stands, one line each ('critical
 * aria-valid-attr-value: #tab'). axe goes in through the DevTools protocol, so the app's CSP does not stop it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      impact: violation.impact,
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.map(
    (violation) => `${violation.impact} ${violation.id}: ${violation.targets.join(', ')}`,
  );
}

interface AxeResult {
  violations: { impact: string | null; id: string; nodes: { target: string[] }[] }[];
}
