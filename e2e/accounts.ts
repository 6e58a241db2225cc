/** Shared steps of the account tests (account-*.e2e.ts): the slide, the outbox, the header's menus, logging in. */
import type { Locator, Page } from 'playwright-core';
import { hashPassword } from '../apps/server/src/credentials/password.ts';
import { registerTestUser } from '../apps/server/test/users.ts';
import { dragLikeAPerson, type Served } from './harness.ts';

/** The phone number of the account the login and membership tests use. */
export const PHONE = '13512345678';

export const slideReady = (page: Page) => page.waitForSelector('[data-testid="slide-verify"][data-phase="ready"]');

/** In a form with a phone field (`panel`): types the number, passes the slide and asks for a code, as a person does. */
export async function askForPhoneCode(page: Page, panel: Locator, phone: string): Promise<void> {
  await panel.getByTestId('phone-input').fill(phone);
  await slideReady(page);
  await dragLikeAPerson(page);
  await panel.getByText('验证通过').waitFor();
  await panel.getByTestId('send-code').click();
  await panel.getByText('验证码已发送').waitFor();
}

/** The newest code the development outbox holds for `recipient`. */
export const latestCode = async (s: Served, recipient: string) =>
  (
    await s.t.handle.db
      .selectFrom('dev_outbox')
      .select('code')
      .where('recipient', '=', recipient)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).code;

/**
 * The account of PHONE with `password`, registered through the API when it is not there yet, as
 * the registering test leaves it: its first-login greeting seen, no WeChat bound, its SVIP trial
 * not yet claimed, a code to it askable. Safe to run again, as vitest's retry of a test on the same
 * server does. Answers its uid.
 */
export async function phoneAccount(s: Served, password: string): Promise<string> {
  const db = s.t.handle.db;
  const existing = await db.selectFrom('users').select('uid').where('phone', '=', PHONE).executeTakeFirst();
  const uid = existing?.uid ?? (await registerTestUser(s.t, PHONE, password)).uid;
  const password_hash = await hashPassword(password);
  await db
    .updateTable('users')
    .set({ password_hash, first_login: false, wechat_openid: null, svip_trial_until: null })
    .where('uid', '=', uid)
    .execute();
  // A retry asks for its codes again at once: the 60 s wait between two codes to one phone is over.
  await s.t.kv.delete(...['login', 'reset'].map((purpose) => `code:cooldown:${purpose}:+86 ${PHONE}`));
  return uid;
}

/**
 * Hovers the user's name until its menu shows `item`, as a person moves the mouse back when the
 * header shifted under it (the user area fills in as the logged-in header loads).
 */
export async function openUserMenu(page: Page, item: string): Promise<void> {
  await openHoverMenu(page, 'user-name', page.getByTestId(item));
}

/** Points at the header's `trigger` until `shown` is visible (its dropdown opens on hover). */
export async function openHoverMenu(page: Page, trigger: string, shown: Locator): Promise<void> {
  for (let tries = 0; ; tries++) {
    await page.mouse.move(0, 0);
    await page.getByTestId(trigger).hover();
    try {
      await shown.waitFor({ state: 'visible', timeout: 4000 });
      return;
    } catch (error) {
      if (tries === 4) throw error;
    }
  }
}

/**
 * Clicks an item of the avatar menu until `opened` shows, opening the menu again when the click
 * misses (the hover menu can close while the pointer travels to the item on a busy machine).
 */
export async function clickUserMenuItem(page: Page, item: string, opened: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await openUserMenu(page, item);
    try {
      await page.getByTestId(item).click({ timeout: 5_000 });
      await opened.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Logs in on the account tab of the login page that is open, as a person does. */
export async function logInWithPassword(page: Page, username: string, password: string): Promise<void> {
  const login = page.getByTestId('login-panel');
  await login.getByTestId('login-username').fill(username);
  await login.getByTestId('login-password').fill(password);
  await slideReady(page);
  await dragLikeAPerson(page);
  await login.getByText('验证通过').waitFor();
  await login.getByTestId('login-submit').click();
}
