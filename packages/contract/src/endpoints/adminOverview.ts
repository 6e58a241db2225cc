/** The console's 概览 section (/v1/admin/overview): the platform's days and the data engine's health. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ADMIN_OPS_TEXTS, OVERVIEW_SPANS } from '../constants/adminOps.ts';
import { numberChoice } from '../fields/dates.ts';

/** One China day of the platform. */
export const overviewDaySchema = z.object({
  /** 'YYYY-MM-DD'. */
  day: z.string(),
  signups: z.number().int(),
  /** Users seen logged in that day (a login or any request with their session). */
  active: z.number().int(),
  /** Users with an order paid that day, those orders and their amount (fen); refunds apart. */
  payingUsers: z.number().int(),
  paidOrders: z.number().int(),
  revenueFen: z.number().int(),
  refundedFen: z.number().int(),
  /** Alerts delivered to a channel that day, and deliveries that gave up. */
  alertsSent: z.number().int(),
  alertsFailed: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** One job of the data engine: its last collection, how late it is, how its runs went. */
export const engineJobSchema = z.object({
  job: z.string(),
  /** The time the last finished run collected for, and when it finished (ISO 8601); null before any. */
  lastDoneAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  /** How often the live schedule runs it. */
  periodHours: z.number().int(),
  /** Minutes since the last finished run's time (null before any). */
  lagMinutes: z.number().int().nullable(),
  /** Later than twice its period. */
  late: z.boolean(),
  running: z.number().int(),
  /** Runs failed within the last 24 hours, and the newest failure's message. */
  failed24h: z.number().int(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type EngineJob = z.infer<typeof engineJobSchema>;

export const adminOverview = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/overview',
  tag: 'admin',
  summary:
    "概览 (overview.read; the last 7, 30 or 90 China days of sign-ups, actives, payments and alerts; the engine's " +
    'jobs; the verification codes sent this hour and day)',
  query: z.object({ days: numberChoice(OVERVIEW_SPANS, ADMIN_OPS_TEXTS.span, 30) }),
  data: z.object({
    days: z.array(overviewDaySchema),
    totals: z.object({
      users: z.number().int(),
      disabled: z.number().int(),
      vip: z.number().int(),
      svip: z.number().int(),
      pendingLinks: z.number().int(),
      alertsQueued: z.number().int(),
    }),
    engine: z.object({ checkedAt: z.string(), jobs: z.array(engineJobSchema) }),
    /** Verification codes the site counted in the current hour and day windows, their caps, and whether the hour's
     * count passed half its cap (a spike: someone may be sending codes to strangers). */
    codes: z.object({
      hour: z.object({ sent: z.number().int(), cap: z.number().int() }),
      day: z.object({ sent: z.number().int(), cap: z.number().int() }),
      spike: z.boolean(),
    }),
  }),
});
