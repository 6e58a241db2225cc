import type { EndpointDef } from '../endpoint.ts';
import * as site from './public.ts';

export * from './public.ts';

/** Every endpoint of the API, for registration checks and the OpenAPI document. */
export const ALL_ENDPOINTS: EndpointDef[] = [site.friendLink, site.cooperateList, site.advice, site.pageView];
