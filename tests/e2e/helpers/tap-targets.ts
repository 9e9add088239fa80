// Measures every visible tap target on the page (or in the open dialog) with getBoundingClientRect.
import type { Page } from '@playwright/test';

/** WCAG 2.5.5 (AAA) and the platform guidelines: 44 × 44 CSS px. */
export const MIN_TARGET_PX = 44;

export type Target = { name: string; width: number; height: number; html: string };

/**
 * Every visible interactive element: links, buttons, tabs, menu items, checkboxes, radios, switches and
 * text fields. A checkbox or radio input is measured together with its label (a tap on either ticks it).
 * While a dialog is open only the dialog (and a toast over it) is measured: the page behind cannot be
 * touched. `name` approximates the accessible name (aria-label, aria-labelledby, label, text, title).
 *
 * Exempt, per WCAG 2.5.8's "inline" exception: a link inside a sentence (displayed inline, with other
 * text in the same paragraph), whose size is set by the line height of the text around it.
 */
export function tapTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const SELECTOR = [
      'a[href]',
      'button',
      'summary',
      'select',
      'textarea',
      'input:not([type="hidden"])',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="slider"]',
    ].join(',');
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter((d) => d.getClientRects().length > 0);
    const toasts = [...document.querySelectorAll<HTMLElement>('.mantine-Notifications-root')];
    const roots: ParentNode[] = dialogs.length > 0 ? [...dialogs, ...toasts] : [document];

    const visible = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) return false;
      const r = el.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers, not fingers.
      return r.width > 1 && r.height > 1;
    };
    const inlineInSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      const own = (el.textContent ?? '').trim();
      const around = (block?.textContent ?? '').trim();
      return around.length > own.length;
    };
    const union = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      const right = Math.max(...rects.map((r) => r.right));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      return { width: right - left, height: bottom - top };
    };
    const textOf = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const nameOf = (el: Element) => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const candidates = [
        el.getAttribute('aria-label'),
        labelledBy ? textOf(labelledBy) : null,
        (el as HTMLInputElement).labels?.[0]?.textContent,
        el.textContent,
        el.getAttribute('title'),
      ];
      const name = candidates.map((c) => (c ?? '').trim().replace(/\s+/g, ' ')).find((c) => c !== '');
      return (name ?? '').slice(0, 60);
    };

    const seen = new Set<Element>();
    const out: { name: string; width: number; height: number; html: string }[] = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll(SELECTOR)) {
        if (seen.has(el)) continue;
        seen.add(el);
        const input = el as HTMLInputElement;
        const toggle = el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio');
        const labels = toggle ? [...(input.labels ?? [])].filter(visible) : [];
        if (!visible(el) && labels.length === 0) continue;
        if (inlineInSentence(el)) continue;
        const rects = [el, ...labels].filter(visible).map((e) => e.getBoundingClientRect());
        const box = union(rects);
        out.push({ name: nameOf(el), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10, html: el.outerHTML.slice(0, 140) });
      }
    }
    return out;
  });
}

/** The targets below `min` in either direction, smallest first, for a readable failure message. */
export async function smallTapTargets(page: Page, min = MIN_TARGET_PX): Promise<string[]> {
  const targets = await tapTargets(page);
  return targets
    .filter((t) => t.width < min - 0.1 || t.height < min - 0.1)
    .sort((a, b) => Math.min(a.width, a.height) - Math.min(b.width, b.height))
    .map((t) => `${t.width}×${t.height} '${t.name}' ${t.html}`);
}

/** Targets whose accessible name has no Korean in it (Korean names everywhere), or no name. */
export async function targetsWithoutKoreanNames(page: Page): Promise<string[]> {
  const targets = await tapTargets(page);
  return targets.filter((t) => !/[가-힣]/.test(t.name)).map((t) => `'${t.name}' ${t.html}`);
}
