import {
  ADMIN_CONTENT_ENDPOINTS,
  adminSiteSettings,
  adminSiteSettingsSave,
  announcements,
  siteProducts,
  siteSettings,
  type ContentKind,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../admin/audit.ts';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { advertStore } from './adverts.ts';
import { announcementStore } from './announcements.ts';
import { articleStore } from './articles.ts';
import { gameStore } from './games.ts';
import { businessCardStore, friendLinkStore, partnerStore, releaseNoteStore, testimonialStore } from './lists.ts';
import {
  apiGroupStore,
  apiPlanStore,
  brandProductStore,
  eventAgendaStore,
  eventSpeakerStore,
  eventStore,
  jobStore,
  milestoneStore,
  pageBlockStore,
  partnerKindStore,
} from './pages.ts';
import { postStore } from './posts.ts';
import { productStore } from './products.ts';
import { linkedProducts, runningAnnouncements } from './public.ts';
import { registerContent } from './register.ts';
import type { ContentStore } from './store.ts';
import { readSettings, writeSettings } from './settings.ts';
import { talentStore } from './talents.ts';

/** Each kind's store: how its rows are read and written. */
const STORES: Record<ContentKind, ContentStore<Record<string, unknown>, unknown, string | number>> = {
  adverts: advertStore,
  articles: articleStore,
  posts: postStore,
  announcements: announcementStore,
  products: productStore,
  testimonials: testimonialStore,
  partners: partnerStore,
  businessCards: businessCardStore,
  friendLinks: friendLinkStore,
  games: gameStore,
  talents: talentStore,
  releaseNotes: releaseNoteStore,
  pageBlocks: pageBlockStore,
  jobs: jobStore,
  partnerKinds: partnerKindStore,
  brandProducts: brandProductStore,
  milestones: milestoneStore,
  apiPlans: apiPlanStore,
  apiGroups: apiGroupStore,
  events: eventStore,
  eventAgenda: eventAgendaStore,
  eventSpeakers: eventSpeakerStore,
};

/** 内容: the console's content endpoints (content.edit, audited), and the public reads of the site content it adds. */
export function adminContentRoutes(app: FastifyInstance): void {
  for (const [kind, endpoints] of Object.entries(ADMIN_CONTENT_ENDPOINTS))
    registerContent(app, endpoints, STORES[kind as ContentKind]);

  route(app, adminSiteSettings, async ({ req, deps }) => {
    await requireAdmin(req, deps, 'content.edit');
    return readSettings(deps.db);
  });

  route(app, adminSiteSettingsSave, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'content.edit');
    return deps.db.transaction().execute(async (trx) => {
      const before = await readSettings(trx);
      await writeSettings(trx, body);
      const after = await readSettings(trx);
      await recordAudit(trx, {
        adminId: admin.id,
        action: 'content.settings',
        target: 'settings',
        before,
        after,
        ip: req.ip,
      });
      return after;
    });
  });

  route(app, siteProducts, ({ deps }) => linkedProducts(deps.db));

  route(app, siteSettings, ({ deps }) => readSettings(deps.db));

  // Announcements run on the wall clock, as adverts do.
  route(app, announcements, ({ deps }) => runningAnnouncements(deps.db, new Date()));
}
