/**
 * The daily digest (issue 22, spec 8's daily reminder): at each user's push time (China time), once a China day, the
 * last day's alerts and what changed yesterday for each subscribed keyword (heat, apps into or out of its top 10),
 * as a message-centre notice and on every channel the user has ready. A day with nothing to say sends nothing.
 */
import {
  ACCOUNT_MESSAGES_PATH,
  DAY_MS,
  engineDayBefore,
  findCountry,
  formatDate,
  formatDateTime,
  formatNumber,
  MONITOR_TOP,
} from '@bangyan/contract';
import { keywordMonitorDays, type KeywordMonitorDay } from '@bangyan/market';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@bangyan/db';
import { notify } from '../notices/notify.ts';
import { enqueue } from './due.ts';
import { channelsOn, settingsQuery, toSettings, type UserAlertSettings } from './settings.ts';

type Db = Kysely<Database>;

/** The most alerts and keywords a digest lists one by one. */
const MAX_ITEMS = 10;

/** Whether the user's digest is due at `now`: digests on, not paused, the push time passed, none yet today. */
export function digestDue(s: Pick<UserAlertSettings, 'digest' | 'paused' | 'pushTime' | 'digestDay'>, now: Date) {
  if (!s.digest || s.paused) return false;
  const today = formatDate(now);
  return s.digestDay !== today && formatDateTime(now).slice(11) >= s.pushTime;
}

/** One keyword's day as a digest line, or null when nothing changed. */
export function keywordLine(keyword: string, country: string, day: KeywordMonitorDay): string | null {
  const heatChanged = day.heat !== null && day.previousHeat !== null && day.heat !== day.previousHeat;
  if (!heatChanged && day.entered.length === 0 && day.left.length === 0) return null;
  const names = (apps: { name: string }[]) =>
    apps
      .slice(0, 3)
      .map((a) => `「${a.name}」`)
      .join('、') + (apps.length > 3 ? ` 等 ${apps.length} 个` : '');
  const parts = [
    ...(day.heat !== null
      ? [
          `热度 ${formatNumber(day.heat)}` +
            (heatChanged ? `（${day.heat > day.previousHeat! ? '+' : ''}${day.heat - day.previousHeat!}）` : ''),
        ]
      : []),
    ...(day.entered.length ? [`新进前${MONITOR_TOP}：${names(day.entered)}`] : []),
    ...(day.left.length ? [`跌出前${MONITOR_TOP}：${names(day.left)}`] : []),
  ];
  const store = findCountry(country)?.text ?? country;
  return `关键词「${keyword}」（${store}区）${parts.join('；')}`;
}

/** The digest's lines for a user at `now`: the last day's alerts, then yesterday's keyword changes. */
async function digestLines(db: Db, uid: string, now: Date): Promise<string[]> {
  const alerts = await db
    .selectFrom('notices')
    .select('title')
    .where('uid', '=', uid)
    .where('kind', '=', 'alert')
    .where('created_at', '>', new Date(now.getTime() - DAY_MS))
    .where('created_at', '<=', now)
    .where(sql<boolean>`dedupe_key NOT LIKE 'digest:%'`)
    .orderBy('created_at', 'desc')
    .execute();
  const lines = alerts.slice(0, MAX_ITEMS).map((a) => a.title);
  if (alerts.length > MAX_ITEMS) lines.push(`……另有 ${alerts.length - MAX_ITEMS} 条提醒`);
  const yesterday = engineDayBefore(formatDate(now));
  const monitors = await db
    .selectFrom('keyword_monitors')
    .select(['keyword', 'country'])
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .execute();
  const keywordLines: string[] = [];
  for (const m of monitors) {
    const days = await keywordMonitorDays(db, {
      country: m.country,
      term: m.keyword,
      from: yesterday,
      to: yesterday,
      top: MONITOR_TOP,
    });
    const day = days?.find((d) => d.day === yesterday);
    const line = day ? keywordLine(m.keyword, m.country, day) : null;
    if (line) keywordLines.push(line);
  }
  lines.push(...keywordLines.slice(0, MAX_ITEMS));
  if (keywordLines.length > MAX_ITEMS) lines.push(`……另有 ${keywordLines.length - MAX_ITEMS} 个关键词有变化`);
  return lines;
}

/** The users a digest may concern: those with alert rules, keyword monitors or alert settings. */
async function candidates(db: Db): Promise<UserAlertSettings[]> {
  const rows = await settingsQuery(db)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('alert_rules as r').select('r.uid').whereRef('r.uid', '=', 'users.uid')),
        eb.exists(eb.selectFrom('keyword_monitors as m').select('m.uid').whereRef('m.uid', '=', 'users.uid')),
        eb('s.uid', 'is not', null),
      ]),
    )
    .execute();
  return rows.map(toSettings);
}

/** Sends every digest due at `now`; answers how many were sent. */
export async function runDigests(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const settings of await candidates(db)) {
    if (!digestDue(settings, now)) continue;
    const today = formatDate(now);
    const lines = await digestLines(db, settings.uid, now);
    await db.transaction().execute(async (trx) => {
      // Claim the day first: of two processes, one sends it.
      const claimed = await trx
        .insertInto('alert_settings')
        .values({ uid: settings.uid, digest_day: today })
        .onConflict((oc) =>
          oc
            .column('uid')
            .doUpdateSet({ digest_day: today })
            .where((eb) =>
              eb.or([eb('alert_settings.digest_day', 'is', null), eb('alert_settings.digest_day', '<', today)]),
            ),
        )
        .returning('uid')
        .executeTakeFirst();
      if (!claimed || lines.length === 0) return;
      const message = {
        dedupeKey: `digest:${today}`,
        title: `每日提醒摘要（${today.slice(5, 7)}月${today.slice(8)}日）`,
        lines,
        link: ACCOUNT_MESSAGES_PATH,
      };
      const written = await notify(trx, {
        uid: settings.uid,
        kind: 'alert',
        title: message.title,
        body: lines.join('\n'),
        link: message.link,
        dedupeKey: message.dedupeKey,
        at: now,
      });
      if (!written) return;
      await enqueue(trx, settings.uid, channelsOn(settings), message, now);
      sent++;
    });
  }
  return sent;
}
