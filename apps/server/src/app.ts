import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { WECHAT_JS_SDK_URL } from '@bangyan/contract';
import type { TrustProxy } from './config.ts';
import type { Deps } from './http/deps.ts';
import { registerErrorHandling } from './http/errors.ts';
import { dataRateGuard } from './http/frequency.ts';
import { buildOpenApi } from './http/openapi.ts';
import { healthRoute } from './infra/health.ts';
import { registerWeb } from './http/web.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { slideRoutes } from './modules/slide/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { followRoutes } from './modules/follow/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { keywordAlertRoutes } from './modules/keywordAlerts/routes.ts';
import { alertSettingsRoutes } from './modules/alertSettings/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { monitorRoutes } from './modules/monitor/routes.ts';
import { homeBoardsRoutes } from './modules/homeBoards/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { rankingRoutes } from './modules/ranking/routes.ts';
import { rankingViewRoutes } from './modules/rankingViews/routes.ts';
import { keywordRoutes } from './modules/keyword/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { androidSearchRoutes } from './modules/androidSearch/routes.ts';
import { keywordMonitorRoutes } from './modules/keywordMonitor/routes.ts';
import { appRoutes } from './modules/apps/routes.ts';
import { competitorRoutes } from './modules/competitor/routes.ts';
import { keywordWatchRoutes } from './modules/keywordWatch/routes.ts';
import { appAsoRoutes } from './modules/appAso/routes.ts';
import { appEstimateRoutes } from './modules/appEstimates/routes.ts';
import { appReviewRoutes } from './modules/appReviews/routes.ts';
import { appStatusRoutes } from './modules/appStatus/routes.ts';
import { appRelatedRoutes } from './modules/appRelated/routes.ts';
import { androidAppRoutes } from './modules/androidApp/routes.ts';
import { appCoverageRoutes } from './modules/appCoverage/routes.ts';
import { appInAppRoutes } from './modules/appInApp/routes.ts';
import { appMetaRoutes } from './modules/appMeta/routes.ts';
import { keywordTopRoutes } from './modules/keywordTop/routes.ts';
import { asoKeywordAddRoutes } from './modules/asoKeywordAdd/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { updateLogRoutes } from './modules/updateLog/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { adminUserRoutes } from './modules/adminUsers/routes.ts';
import { adminOrderRoutes } from './modules/adminOrders/routes.ts';
import { adminLinkRoutes } from './modules/adminLinks/routes.ts';
import { adminOverviewRoutes } from './modules/adminOverview/routes.ts';
import { adminOperatorRoutes } from './modules/adminOperators/routes.ts';
import { contentPageRoutes } from './modules/contentPages/routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { asoDeliveryRoutes } from './modules/asoDelivery/routes.ts';
import { adminLeadRoutes } from './modules/adminLeads/routes.ts';
import { adminContentRoutes } from './modules/adminContent/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';

/** Every module's routes; a new module adds its function here. */
const MODULES: ((app: FastifyInstance) => void)[] = [
  siteRoutes,
  slideRoutes,
  userRoutes,
  followRoutes,
  alertRoutes,
  keywordAlertRoutes,
  alertSettingsRoutes,
  vipRoutes,
  monitorRoutes,
  homeBoardsRoutes,
  contentRoutes,
  searchRoutes,
  rankingRoutes,
  rankingViewRoutes,
  marketRoutes,
  companyRoutes,
  keywordRoutes,
  androidSearchRoutes,
  keywordMonitorRoutes,
  appRoutes,
  competitorRoutes,
  keywordWatchRoutes,
  appAsoRoutes,
  appEstimateRoutes,
  appReviewRoutes,
  appStatusRoutes,
  appRelatedRoutes,
  androidAppRoutes,
  appCoverageRoutes,
  appInAppRoutes,
  appMetaRoutes,
  keywordTopRoutes,
  asoKeywordAddRoutes,
  accountRoutes,
  messageRoutes,
  updateLogRoutes,
  adminRoutes,
  blogRoutes,
  adminUserRoutes,
  adminOrderRoutes,
  adminLinkRoutes,
  adminOverviewRoutes,
  adminOperatorRoutes,
  contentPageRoutes,
  leadRoutes,
  asoDeliveryRoutes,
  adminLeadRoutes,
  adminContentRoutes,
  mediaRoutes,
];

/**
 * Fastify's trustProxy of TRUST_PROXY. A hop count becomes a function trusting that many addresses, counted from the
 * socket's: Fastify's own number option trusts none, since a client that reaches the server directly could forge the
 * hops (docs/DEPLOY.md: only the proxy may reach it then).
 */
function proxyTrust(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The HTTP application, built around its dependencies (so tests pass their own). */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Fastify's own two lines per request are replaced by the one line of the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('deps', deps);

  app.addHook('onResponse', async (req, reply) => {
    if (req.url.startsWith('/v1/') || req.url.startsWith('/api/')) {
      req.log.info(
        { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WeChat's JS-SDK, loaded inside WeChat's browser to set share cards (an official account's).
        scriptSrc: ["'self'", ...(config.wechatMp ? [new URL(WECHAT_JS_SDK_URL).origin] : [])],
        // antd's CSS-in-JS writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...(config.accountHost ? [config.accountHost] : [])],
        // WeChat's QR page in the login dialog, with a website app (modules/user/wechatOAuth.ts).
        frameSrc: ["'self'", ...(config.wechatOpen ? [config.wechatOpen.qr] : [])],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        // Self-hosted installs are often plain http on a LAN address.
        upgradeInsecureRequests: null,
      },
    },
    // Same reason: HSTS would lock a plain-http install out.
    strictTransportSecurity: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody);
  await app.register(cookie);
  // Spec 8: too many data requests from one visitor answer 418 (after the cookie, which names the session).
  app.addHook('onRequest', dataRateGuard(deps.kv, config.rateLimitPerMinute));
  registerErrorHandling(app);

  healthRoute(app);
  const openapi = buildOpenApi();
  app.get('/v1/openapi.json', async () => openapi);

  for (const register of MODULES) register(app);
  await registerWeb(app, config);
  return app;
}
