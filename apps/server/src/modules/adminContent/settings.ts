/** 站点设置 (site_settings): the footer's filing notice; an absent key reads as ''. */
import { SITE_SETTING_KEYS, type SiteSettings } from '@bangyan/contract';
import type { Db } from './store.ts';

export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, byKey.get(key) ?? ''])) as SiteSettings;
}

/** Writes the keys given ('' keeps the row, empty); answers the settings after. */
export async function writeSettings(db: Db, changes: Partial<SiteSettings>): Promise<void> {
  const rows = Object.entries(changes).flatMap(([key, value]) => (value === undefined ? [] : [{ key, value }]));
  if (rows.length === 0) return;
  await db
    .insertInto('site_settings')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: new Date() })),
    )
    .execute();
}
