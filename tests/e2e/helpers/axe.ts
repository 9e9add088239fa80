// axe-core's WCAG 2.1 A/AA rules run in the page, after it has settled.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string; nodes: { target: string[]; html: string; any: { data?: unknown }[] }[] };

/**
 * Nothing loading and nothing moving: no request for 500 ms, no list marked busy, every finite CSS
 * transition or animation (a modal's fade, a toast sliding in) finished, and every open dialog fully opaque
 * and looking the same for three frames in a row (Mantine steps a modal's fade from script; a dialog caught
 * between its steps is translucent, and axe would blend its colours with the overlay). Waits for the page,
 * not for a time.
 *
 * The check is synchronous and polled every frame: `waitForFunction` takes any truthy answer as done, and a
 * Promise is truthy, so an async check would end at once (as this helper's earlier version did, unseen).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __ffmSettle?: unknown }).__ffmSettle = undefined;
  });
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __ffmSettle?: { look: string; frames: number } };
      const look = [...document.querySelectorAll('[role="dialog"], [role="dialog"] *')]
        .map((el) => {
          const s = getComputedStyle(el);
          return `${s.opacity}|${s.color}|${s.backgroundColor}|${s.transform}`;
        })
        .join(';');
      const quiet =
        !document.querySelector('[aria-busy="true"]') &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) &&
        [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
          for (let el: Element | null = dialog; el; el = el.parentElement) if (getComputedStyle(el).opacity !== '1') return false;
          return true;
        });
      const frames = quiet && state.__ffmSettle?.look === look ? state.__ffmSettle.frames + 1 : quiet ? 1 : 0;
      state.__ffmSettle = { look, frames };
      return frames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/** One line per failing node: rule, impact, selector, data and the element's start. Empty = no violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return found.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')} ${JSON.stringify(n.any[0]?.data ?? '')} ${n.html.slice(0, 120)}`),
  );
}
