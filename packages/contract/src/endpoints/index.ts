import type { EndpointDef } from '../endpoint.ts';
import * as site from './public.ts';
import * as slide from './slide.ts';
import * as user from './user.ts';
import * as follow from './follow.ts';
import * as appPanel from './appPanel.ts';
import * as vip from './vip.ts';
import * as content from './content.ts';
import * as monitor from './monitor.ts';
import * as temple from './temple.ts';
import * as search from './search.ts';

export * from './public.ts';
export * from './slide.ts';
export * from './user.ts';
export * from './follow.ts';
export * from './appPanel.ts';
export * from './vip.ts';
export * from './content.ts';
export * from './monitor.ts';
export * from './temple.ts';
export * from './search.ts';

/** Every endpoint of the API, for registration checks and the OpenAPI document. */
export const ALL_ENDPOINTS: EndpointDef[] = [site.friendLink, site.cooperateList, site.advice, site.pageView, slide.slideChallenge, slide.slideVerify, slide.freeChecking, user.publicKey, user.registerCode, user.loginCode, user.forgetCode, user.forgetEmailCode, user.register, user.quickLogin, user.resetPassword, user.login, user.userData, user.logout, user.svipTrial, user.wechatLogin, user.checkLogin, user.wechatBindAccount, user.bindWechatQr, user.checkBind, user.saveUserBangListType, follow.followAppAlmighty, follow.followAppAlmightyBatch, follow.userFollowSituation, follow.sortUserApp, follow.userAppAlmighty, follow.followSearch, follow.followSearchKeyword, follow.userKeywordAll, follow.userAppAlmightyDeep, follow.applyLinkApp, appPanel.userAppDetailDeep, appPanel.templeAppDetail, vip.vipPlans, vip.vipCreateOrder, vip.vipOrderStatus, vip.vipSandboxConfirm, vip.vipOrders, monitor.bangDelist, monitor.bangNewList, monitor.bangClearList, monitor.bangBookList, monitor.bangClearBangList, monitor.monitorSummary, monitor.monitorDateCount, content.advert, content.articles, content.questions, content.testimonials, content.partners, content.topLiveApps, content.topVideoApps, content.topAuthors, temple.bangRanking, temple.templeHotSearch, temple.asoList, temple.soaredList, temple.monthlyList, search.suggestionPC, search.clearSearchHistory, search.addSearchHistory, search.indexHotSearch, search.carouselIcon];
