import {
  adminAdvertCreate,
  adminAdvertDelete,
  adminAdvertList,
  adminAdvertUpdate,
  adminAnnouncementCreate,
  adminAnnouncementDelete,
  adminAnnouncementList,
  adminAnnouncementUpdate,
  adminArticleCreate,
  adminArticleDelete,
  adminArticleList,
  adminArticleUpdate,
  adminBusinessCardCreate,
  adminBusinessCardDelete,
  adminBusinessCardList,
  adminBusinessCardUpdate,
  adminFriendLinkCreate,
  adminFriendLinkDelete,
  adminFriendLinkList,
  adminFriendLinkUpdate,
  adminGameCreate,
  adminGameDelete,
  adminGameList,
  adminGameUpdate,
  adminPartnerCreate,
  adminPartnerDelete,
  adminPartnerList,
  adminPartnerUpdate,
  adminPostCreate,
  adminPostDelete,
  adminPostList,
  adminPostUpdate,
  adminProductCreate,
  adminProductDelete,
  adminProductList,
  adminProductUpdate,
  adminReleaseNoteCreate,
  adminReleaseNoteDelete,
  adminReleaseNoteList,
  adminReleaseNoteUpdate,
  adminSiteSettings,
  adminSiteSettingsSave,
  adminTalentCreate,
  adminTalentDelete,
  adminTalentList,
  adminTalentUpdate,
  adminTestimonialCreate,
  adminTestimonialDelete,
  adminTestimonialList,
  adminTestimonialUpdate,
  announcements,
  siteProducts,
  siteSettings,
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
import { postStore } from './posts.ts';
import { productStore } from './products.ts';
import { linkedProducts, runningAnnouncements } from './public.ts';
import { registerContent } from './register.ts';
import { readSettings, writeSettings } from './settings.ts';
import { talentStore } from './talents.ts';

const endpoints = <L, C, U, R>(list: L, create: C, update: U, remove: R) => ({ list, create, update, remove });

/** 内容: the console's content endpoints (content.edit, audited), and the public reads of the site content it adds. */
export function adminContentRoutes(app: FastifyInstance): void {
  const kinds = [
    [endpoints(adminAdvertList, adminAdvertCreate, adminAdvertUpdate, adminAdvertDelete), advertStore],
    [endpoints(adminArticleList, adminArticleCreate, adminArticleUpdate, adminArticleDelete), articleStore],
    [endpoints(adminPostList, adminPostCreate, adminPostUpdate, adminPostDelete), postStore],
    [
      endpoints(adminAnnouncementList, adminAnnouncementCreate, adminAnnouncementUpdate, adminAnnouncementDelete),
      announcementStore,
    ],
    [endpoints(adminProductList, adminProductCreate, adminProductUpdate, adminProductDelete), productStore],
    [
      endpoints(adminTestimonialList, adminTestimonialCreate, adminTestimonialUpdate, adminTestimonialDelete),
      testimonialStore,
    ],
    [endpoints(adminPartnerList, adminPartnerCreate, adminPartnerUpdate, adminPartnerDelete), partnerStore],
    [
      endpoints(adminBusinessCardList, adminBusinessCardCreate, adminBusinessCardUpdate, adminBusinessCardDelete),
      businessCardStore,
    ],
    [
      endpoints(adminFriendLinkList, adminFriendLinkCreate, adminFriendLinkUpdate, adminFriendLinkDelete),
      friendLinkStore,
    ],
    [endpoints(adminGameList, adminGameCreate, adminGameUpdate, adminGameDelete), gameStore],
    [endpoints(adminTalentList, adminTalentCreate, adminTalentUpdate, adminTalentDelete), talentStore],
    [
      endpoints(adminReleaseNoteList, adminReleaseNoteCreate, adminReleaseNoteUpdate, adminReleaseNoteDelete),
      releaseNoteStore,
    ],
  ] as const;
  for (const [kindEndpoints, store] of kinds) registerContent(app, kindEndpoints, store as never);

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
