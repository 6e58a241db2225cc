/**
 * An iOS app's relations in the store (pages.md "iOS app detail" samedeveloper, applerecommend;
 * spec 7 /v1/apps/samedeveloper, applerecommend): the other apps of its developer account, and the
 * times the store featured it on the Today page.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { appQuery, companyAppSchema } from '../fields/apps.ts';

export const sameDeveloper = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/samedeveloper',
  tag: 'apps',
  summary: '同开发者的其他应用',
  query: appQuery,
  data: z.object({
    /**
     * The developer account (its company page id); '' when the storefront does not have the app or its
     * developer is unknown.
     */
    developerId: z.string(),
    developerName: z.string(),
    /** Its other apps in the storefront, the most rated first, with their chart places now. */
    list: z.array(companyAppSchema),
  }),
});

export const appleRecommend = defineEndpoint({
  method: 'GET',
  path: '/v1/apps/applerecommend',
  tag: 'apps',
  summary: '应用的 App Store 推荐（Today 页）历史',
  query: appQuery,
  data: z.object({
    /** The latest collection of the featured apps ('YYYY-MM-DD HH:mm'); '' when none ran. */
    collectedAt: z.string(),
    /** Its featurings, the latest first; times 'YYYY-MM-DD HH:mm'. */
    list: z.array(
      z.object({
        kind: z.enum(['app', 'game']),
        /** The store's editorial label (新品推荐, 编辑推荐). */
        label: z.string(),
        featuredAt: z.string(),
        /** The first and last collection that saw it featured. */
        firstSeenAt: z.string(),
        lastSeenAt: z.string(),
        /** Still featured at the latest collection. */
        current: z.boolean(),
        /**
         * Its overall rank (chart of its price) just before it was put up, and now: 0 = not on it; null
         * = no chart then.
         */
        rankBefore: z.number().int().nullable(),
        rankAfter: z.number().int().nullable(),
      }),
    ),
  }),
});
