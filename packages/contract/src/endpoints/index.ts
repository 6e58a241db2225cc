import type { EndpointDef } from '../endpoint.ts';
import * as site from './public.ts';
import * as slide from './slide.ts';
import * as user from './user.ts';
import * as follow from './follow.ts';
import * as followGroups from './followGroups.ts';
import * as alerts from './alerts.ts';
import * as alertSettings from './alertSettings.ts';
import * as keywordAlerts from './keywordAlerts.ts';
import * as appPanel from './appPanel.ts';
import * as vip from './vip.ts';
import * as content from './content.ts';
import * as monitor from './monitor.ts';
import * as homeBoards from './homeBoards.ts';
import * as search from './search.ts';
import * as ranking from './ranking.ts';
import * as rankingViews from './rankingViews.ts';
import * as rankingDigests from './rankingDigests.ts';
import * as market from './market.ts';
import * as company from './company.ts';
import * as keyword from './keyword.ts';
import * as androidSearch from './androidSearch.ts';
import * as keywordMonitor from './keywordMonitor.ts';
import * as appDetail from './appDetail.ts';
import * as competitor from './competitor.ts';
import * as appKeywordWatch from './appKeywordWatch.ts';
import * as appAsa from './appAsa.ts';
import * as asoDiagnosis from './asoDiagnosis.ts';
import * as appEstimates from './appEstimates.ts';
import * as appReviews from './appReviews.ts';
import * as appStatus from './appStatus.ts';
import * as appRelated from './appRelated.ts';
import * as androidApp from './androidApp.ts';
import * as appCoverage from './appCoverage.ts';
import * as keywordReport from './keywordReport.ts';
import * as appsCompare from './appsCompare.ts';
import * as appInApp from './appInApp.ts';
import * as appMeta from './appMeta.ts';
import * as keywordTop from './keywordTop.ts';
import * as asoKeywordAdd from './asoKeywordAdd.ts';
import * as account from './account.ts';
import * as messages from './messages.ts';
import * as updateLog from './updateLog.ts';
import * as admin from './admin.ts';
import * as blog from './blog.ts';
import * as adminUsers from './adminUsers.ts';
import * as adminOrders from './adminOrders.ts';
import * as adminLinks from './adminLinks.ts';
import * as adminOverview from './adminOverview.ts';
import * as adminOperators from './adminOperators.ts';
import * as contentPages from './contentPages.ts';
import * as leads from './leads.ts';
import * as asoDelivery from './asoDelivery.ts';
import * as adminLeads from './adminLeads.ts';
import * as adminContent from './adminContent.ts';
import * as adminContentLists from './adminContentLists.ts';
import * as adminContentGames from './adminContentGames.ts';
import * as adminContentPages from './adminContentPages.ts';
import * as siteContent from './siteContent.ts';

export * from './public.ts';
export * from './slide.ts';
export * from './user.ts';
export * from './follow.ts';
export * from './followGroups.ts';
export * from './alerts.ts';
export * from './alertSettings.ts';
export * from './keywordAlerts.ts';
export * from './appPanel.ts';
export * from './vip.ts';
export * from './content.ts';
export * from './monitor.ts';
export * from './homeBoards.ts';
export * from './search.ts';
export * from './ranking.ts';
export * from './rankingViews.ts';
export * from './rankingDigests.ts';
export * from './market.ts';
export * from './company.ts';
export * from './keyword.ts';
export * from './androidSearch.ts';
export * from './keywordMonitor.ts';
export * from './appDetail.ts';
export * from './competitor.ts';
export * from './appKeywordWatch.ts';
export * from './appAsa.ts';
export * from './asoDiagnosis.ts';
export * from './appEstimates.ts';
export * from './appReviews.ts';
export * from './appStatus.ts';
export * from './appRelated.ts';
export * from './androidApp.ts';
export * from './appCoverage.ts';
export * from './keywordReport.ts';
export * from './appsCompare.ts';
export * from './appInApp.ts';
export * from './appMeta.ts';
export * from './keywordTop.ts';
export * from './asoKeywordAdd.ts';
export * from './account.ts';
export * from './messages.ts';
export * from './admin.ts';
export * from './updateLog.ts';
export * from './blog.ts';
export * from './adminUsers.ts';
export * from './adminOrders.ts';
export * from './adminLinks.ts';
export * from './adminOverview.ts';
export * from './adminOperators.ts';
export * from './contentPages.ts';
export * from './leads.ts';
export * from './asoDelivery.ts';
export * from './adminLeads.ts';
export * from './siteContent.ts';
export * from './adminContent.ts';
export * from './adminContentLists.ts';
export * from './adminContentGames.ts';
export * from './adminContentPages.ts';

const isEndpoint = (value: unknown): value is EndpointDef =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'data' in value;

/** Every endpoint of the API, module by module, for registration checks and the OpenAPI document. */
export const ALL_ENDPOINTS: EndpointDef[] = [
  site,
  slide,
  user,
  follow,
  followGroups,
  alerts,
  alertSettings,
  keywordAlerts,
  appPanel,
  vip,
  content,
  monitor,
  homeBoards,
  search,
  ranking,
  rankingViews,
  rankingDigests,
  market,
  company,
  keyword,
  androidSearch,
  keywordMonitor,
  appDetail,
  competitor,
  appKeywordWatch,
  appAsa,
  asoDiagnosis,
  appEstimates,
  appReviews,
  appStatus,
  appRelated,
  androidApp,
  appCoverage,
  keywordReport,
  appsCompare,
  appInApp,
  appMeta,
  keywordTop,
  asoKeywordAdd,
  account,
  messages,
  updateLog,
  admin,
  blog,
  adminUsers,
  adminOrders,
  adminLinks,
  adminOverview,
  adminOperators,
  contentPages,
  leads,
  asoDelivery,
  adminLeads,
  adminContent,
  adminContentLists,
  adminContentGames,
  adminContentPages,
  siteContent,
].flatMap((module) => Object.values(module).filter(isEndpoint));

/** The console's 内容 endpoints by kind: the server registers and the console calls them by it. */
export const ADMIN_CONTENT_ENDPOINTS = {
  ...adminContent.ADMIN_CONTENT_SITE_KINDS,
  ...adminContentLists.ADMIN_CONTENT_LIST_KINDS,
  ...adminContentGames.ADMIN_CONTENT_GAME_KINDS,
  ...adminContentPages.ADMIN_CONTENT_PAGE_KINDS,
};
