/** What the alert tests share: a user's form posts, and the alerts recorded in a user's message centre. */
import { form, FORM_HEADERS, type TestApp } from './app.ts';

/** POSTs a form body as the user of `cookie`, answering the envelope. */
export function formPoster(t: () => TestApp) {
  return async (url: string, fields: Record<string, string>, cookie: string) =>
    (await t().app.inject({ method: 'POST', url, headers: { ...FORM_HEADERS, cookie }, payload: form(fields) })).json();
}

/** The alerts in the user's message centre: title, body, link and dedupe key, by dedupe key. */
export const alertNotices = (t: TestApp, uid: string) =>
  t.handle.db
    .selectFrom('notices')
    .select(['title', 'body', 'link', 'dedupe_key'])
    .where('uid', '=', uid)
    .where('kind', '=', 'alert')
    .orderBy('dedupe_key')
    .execute();
