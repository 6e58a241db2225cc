import type { EndpointDef } from '../endpoint.ts';
import * as site from './public.ts';
import * as slide from './slide.ts';

export * from './public.ts';
export * from './slide.ts';

/** Every endpoint of the API, for registration checks and the OpenAPI document. */
export const ALL_ENDPOINTS: EndpointDef[] = [site.friendLink, site.cooperateList, site.advice, site.pageView, slide.slideChallenge, slide.slideVerify, slide.freeChecking];
