/** The console's 关联申请 section (/v1/admin/links/*): link-app requests by status, approval, rejection. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ADMIN_OPS_TEXTS, LINK_REQUEST_STATUSES } from '../constants/adminOps.ts';
import { COLLECTED_MARKETS } from '../constants/markets.ts';
import { adminPaging, adminReason, digitsId } from '../fields/admin.ts';
import { pagedSchema } from '../fields/paging.ts';

/** An Android market's listing: the market and the package. */
const listing = z.object({ market: z.string(), appId: z.string() });

/** One request as the console shows it; times ISO 8601. */
export const adminLinkRequestSchema = z.object({
  id: z.string(),
  user: z.object({ uid: z.string(), nickname: z.string() }),
  /** The app the user asked about: 'ios' or an Android market, and its id there. */
  market: z.string(),
  appId: z.string(),
  /** Its name in the data engine's catalog ('' when the engine no longer has it). */
  appName: z.string(),
  urlList: z.array(z.object({ code: z.string(), url: z.string() })),
  status: z.enum(LINK_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: z.string(),
  /** The Android listings an approval linked to the app. */
  links: z.array(listing),
});
export type AdminLinkRequest = z.infer<typeof adminLinkRequestSchema>;

const id = digitsId(ADMIN_OPS_TEXTS.requestId);

export const adminLinkList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/links/list',
  tag: 'admin',
  summary: '关联申请列表 (links.review; by status, pending by default; oldest pending first, decided newest first)',
  query: z.object({
    status: z.enum(LINK_REQUEST_STATUSES, ADMIN_OPS_TEXTS.requestStatus).default('pending'),
    ...adminPaging,
  }),
  data: pagedSchema(adminLinkRequestSchema),
});

/** The listings to link, sent as JSON text in the form: [{market, appId}], one per market at most. */
const linksField = z
  .string(ADMIN_OPS_TEXTS.links)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: ADMIN_OPS_TEXTS.links });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          market: z.string(ADMIN_OPS_TEXTS.linkMarket).refine((m) => COLLECTED_MARKETS.includes(m), {
            message: ADMIN_OPS_TEXTS.linkMarket,
          }),
          appId: z
            .string(ADMIN_OPS_TEXTS.linkPackage)
            .trim()
            .regex(/^[A-Za-z0-9._]{1,200}$/, ADMIN_OPS_TEXTS.linkPackage),
        }),
        ADMIN_OPS_TEXTS.links,
      )
      .min(1, ADMIN_OPS_TEXTS.links)
      .max(COLLECTED_MARKETS.length, ADMIN_OPS_TEXTS.links)
      .refine((rows) => new Set(rows.map((r) => r.market)).size === rows.length, { message: ADMIN_OPS_TEXTS.links }),
  );

export const adminLinkApprove = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/links/approve',
  tag: 'admin',
  summary:
    '通过关联申请 (links.review; the Android listings, each known to the data engine, are linked to the app; the user notified)',
  body: z.object({ id, links: linksField }),
  data: adminLinkRequestSchema,
});

export const adminLinkReject = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/links/reject',
  tag: 'admin',
  summary: '驳回关联申请 (links.review; with a reason, which the user is told)',
  body: z.object({ id, reason: adminReason }),
  data: adminLinkRequestSchema,
});
