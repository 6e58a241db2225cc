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
