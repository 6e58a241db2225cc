import type { EndpointDef } from '../endpoint.ts';
import * as site from './public.ts';
import * as slide from './slide.ts';
import * as user from './user.ts';
import * as follow from './follow.ts';
import * as vip from './vip.ts';

export * from './public.ts';
export * from './slide.ts';
export * from './user.ts';
export * from './follow.ts';
export * from './vip.ts';

/** Every endpoint of the API, for registration checks and the OpenAPI document. */
export const ALL_ENDPOINTS: EndpointDef[] = [site.friendLink, site.cooperateList, site.advice, site.pageView, slide.slideChallenge, slide.slideVerify, slide.freeChecking, user.publicKey, user.registerCode, user.loginCode, user.forgetCode, user.forgetEmailCode, user.register, user.quickLogin, user.resetPassword, user.login, user.userData, user.logout, user.svipTrial, user.wechatLogin, user.checkLogin, user.wechatBindAccount, user.bindWechatQr, user.checkBind, user.saveUserBangListType, follow.followAppAlmighty, follow.followAppAlmightyBatch, follow.userFollowSituation, follow.sortUserApp, follow.userAppAlmighty, follow.followSearch, follow.followSearchKeyword, follow.userKeywordAll, vip.vipPlans, vip.vipCreateOrder, vip.vipOrderStatus, vip.vipSandboxConfirm, vip.vipOrders];
