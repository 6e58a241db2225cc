/**
 * An app's in-app purchase items and in-app events as App Store search shows them (spec 7
 * appSubscribeList, appevent; packageDetail lists the items too).
 */
import { z } from 'zod';

/**
 * What every entry has: when search first and last showed it ('YYYY-MM-DD HH:mm' China time), its
 * keywords now and its best rank among them (null: none).
 */
const seen = {
  id: z.number().int(),
  name: z.string(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  keywords: z.number().int(),
  bestRank: z.number().int().nullable(),
};

export const inAppItemSchema = z.object({ ...seen, price: z.number(), formattedPrice: z.string() });
export type InAppItemRow = z.infer<typeof inAppItemSchema>;

/** An event: its badge (挑战赛, 特别活动, …), when it runs ('YYYY-MM-DD HH:mm' China time) and whether it runs now. */
export const inAppEventSchema = z.object({
  ...seen,
  kind: z.string(),
  start: z.string(),
  end: z.string(),
  running: z.boolean(),
});
export type InAppEventRow = z.infer<typeof inAppEventSchema>;
