import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '@bangyan/contract';
import { HOME_PROMPTS_DEALT_WITH, newContext, type Served } from './harness.ts';

/** The phones the mobile tests use (issue 27): an iPhone at 390x844, a small Android at 360x740. */
export const PHONES = [
  {
    name: '390x844',
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
  {
    name: '360x740',
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  },
] as const;
export type Phone = (typeof PHONES)[number];

/**
 * A page in `phone`'s browser (touch, mobile viewport), Home's prompts dealt with unless `prompts`,
 * a member's with `session`; it closes when the test finishes (newContext).
 */
export async function openPhone(
  s: Served,
  phone: Phone,
  options: { prompts?: boolean; session?: string } = {},
): Promise<Page> {
  const context = await newContext(s, {
    viewport: phone.viewport,
    userAgent: phone.userAgent,
    isMobile: true,
    hasTouch: true,
  });
  if (!options.prompts)
    await context.addInitScript((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, HOME_PROMPTS_DEALT_WITH);
  if (options.session) await context.addCookies([{ name: SESSION_COOKIE, value: options.session, url: s.baseUrl }]);
  return context.newPage();
}

/** What a finger taps: links, buttons, tabs, form controls, antd's selects, pickers and page numbers. */
const TARGETS =
  'a[href], button, [role=button], [role=tab], [role=radio], [role=switch], input:not([type=hidden]), select, ' +
  'textarea, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-pagination-item';
/** A finger's least target, each way (issue 27; WCAG 2.5.5). */
export const TAP_TARGET_PX = 44;

/**
 * The tap targets smaller than 44x44 px in the page (or what `within` selects), each as `tag.class in <nearest test id> WxH` with how many: a target
 * inside another (the input of a select) counts as that one; links inside a line of text or a table's cell are exempt, their size
 * set by the text around them (WCAG 2.5.5's inline exception); antd's hidden check and radio inputs too (their label is
 * the target).
 */
export async function smallTargets(page: Page, within = 'body'): Promise<Record<string, number>> {
  return page.evaluate(
    ({ targets, least, within }) => {
      const small: Record<string, number> = {};
      for (const e of Array.from(document.querySelector(within)?.querySelectorAll<HTMLElement>(targets) ?? [])) {
        const box = e.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
        if (e.parentElement?.closest(targets) || e.closest('td')) continue;
        if (e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio')) continue;
        // A link inside a line of text: its line's block says more than the link does.
        let line = e.parentElement;
        while (line && getComputedStyle(line).display === 'inline') line = line.parentElement;
        const inline =
          getComputedStyle(e).display === 'inline' &&
          (line?.textContent?.trim().length ?? 0) > (e.textContent?.trim().length ?? 0);
        // antd puts a tab's role on its label; the tab's box is the target.
        const target = (e.getAttribute('role') === 'tab' && e.closest('.ant-tabs-tab')) || e;
        const { width, height } = target.getBoundingClientRect();
        if (inline || (width >= least && height >= least)) continue;
        const where = e.closest('[data-testid]')?.getAttribute('data-testid') ?? '-';
        const what = `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} in ${where}`;
        const key = `${what} ${Math.round(width)}x${Math.round(height)}`;
        small[key] = (small[key] ?? 0) + 1;
      }
      return small;
    },
    { targets: TARGETS, least: TAP_TARGET_PX, within },
  );
}
