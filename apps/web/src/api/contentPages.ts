import {
  aboutPage,
  apiApply,
  apiServicePage,
  brandPage,
  eventDetail,
  eventSignup,
  networkPing,
  partnerApply,
  signCheck,
  type BodyOf,
} from '@bangyan/contract';
import { request } from './client.ts';
import { endpointQueries } from './endpointQuery.ts';

/** The content pages' reads (pages/content/) and their forms, each answering the envelope for the form to show. */
const pagesQuery = endpointQueries('pages');
export const useAboutQuery = pagesQuery(aboutPage);
export const useBrandQuery = pagesQuery(brandPage);
export const useApiServiceQuery = pagesQuery(apiServicePage);
export const useEventQuery = pagesQuery(eventDetail);

export const sendApiApply = (form: BodyOf<typeof apiApply>) => request(apiApply, form);
export const sendPartnerApply = (form: BodyOf<typeof partnerApply>) => request(partnerApply, form);
export const sendEventSignup = (form: BodyOf<typeof eventSignup>) => request(eventSignup, form);

/** /new/test's checks: the server's clock, plain and signed (never cached). */
export const pingServer = () => request(networkPing);
export const checkSigning = () => request(signCheck);
