/** The alerts recorded in a user's message centre, for the alert tests. */
import type { TestApp } from './app.ts';

/** The alerts in the user's message centre: title, body, link and dedupe key, by dedupe key. */
export const alertNotices = (t: TestApp, uid: string) =>
  t.handle.db
    .selectFrom('notices')
    .select(['title', 'body', 'link', 'dedupe_key'])
    .where('uid', '=', uid)
    .where('kind', '=', 'alert')
    .orderBy('dedupe_key')
    .execute();
