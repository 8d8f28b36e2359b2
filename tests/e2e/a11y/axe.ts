// Runs axe-core (WCAG 2.0/2.1 A and AA rules) in a Playwright page: injects the package's own source
// into the page, runs it on the document (or one part of it) and returns the critical and serious
// violations that the reviewed allow-list does not explain.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { AXE_ALLOW_LIST } from './axeAllowList';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
  summary: string;
}

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }>;
}

function allowed(finding: Finding): boolean {
  return AXE_ALLOW_LIST.some((entry) => entry.rule === finding.rule && finding.html.includes(entry.element));
}

/** Critical and serious WCAG A/AA violations on the page (or inside `include`), minus the allow-list. */
export async function axeViolations(page: Page, include?: string): Promise<Finding[]> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses inline tags.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
      return axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    { tags: WCAG_AA_TAGS, include },
  )) as AxeResult;
  const findings: Finding[] = [];
  for (const violation of result.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      findings.push({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target: node.target.map(String).join(' > '),
        html: node.html,
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      });
    }
  }
  return findings.filter((f) => !allowed(f));
}

/** One line per finding, so a failing test says what and where. */
export function describeFindings(findings: Finding[]): string[] {
  return findings.map((f) => `${f.rule} (${f.impact}) ${f.target}: ${f.html.slice(0, 200)} — ${f.summary}`);
}
