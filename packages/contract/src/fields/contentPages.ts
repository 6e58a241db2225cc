/** The content pages' items that both the pages' reads and the console's 页面 describe (spec 2.1). */
import { z } from 'zod';

export const partnershipKindSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type PartnershipKind = z.infer<typeof partnershipKindSchema>;

export const brandProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
});
export const brandMilestoneSchema = z.object({
  id: z.number().int(),
  /** 'YYYY-MM'. */
  month: z.string(),
  title: z.string(),
  description: z.string(),
});
export type BrandProduct = z.infer<typeof brandProductSchema>;
export type BrandMilestone = z.infer<typeof brandMilestoneSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  city: z.string(),
  venue: z.string(),
  address: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  capacity: z.number().int(),
  signedUp: z.number().int(),
  /** Sign-up is open: the event has not ended and has places left. */
  open: z.boolean(),
  agenda: z.array(z.object({ startTime: z.string(), endTime: z.string(), title: z.string(), speaker: z.string() })),
  speakers: z.array(z.object({ name: z.string(), title: z.string(), company: z.string(), bio: z.string() })),
});
export type EventDetail = z.infer<typeof eventSchema>;
