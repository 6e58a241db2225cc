import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyApps, companyDevelopers, companyInfo, MINUTE_MS, type QueryOf } from '@bangyan/contract';
import { fetchData } from './client.ts';
import { retryTransport } from './endpointQuery.ts';

/** The company pages: a developer's profile, apps and sibling accounts; an unknown one (404) is not retried. */
const COMPANY_KEY = 'company';

/** companyId (the developer id) and country; the same for every company endpoint. */
export type CompanyParams = QueryOf<typeof companyInfo>;

function useCompanyQuery<E extends typeof companyInfo | typeof companyApps | typeof companyDevelopers>(
  endpoint: E,
  params: CompanyParams,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [COMPANY_KEY, endpoint.path, params],
    queryFn: ({ signal }) => fetchData(endpoint, params as never, { signal }),
    placeholderData: keepPreviousData,
    retry: retryTransport,
    staleTime: 5 * MINUTE_MS,
    enabled,
  });
}

/** The developer's profile: every company page's header. */
export const useCompanyInfoQuery = (params: CompanyParams, enabled = true) =>
  useCompanyQuery(companyInfo, params, enabled);
export const useCompanyAppsQuery = (params: CompanyParams, enabled = true) =>
  useCompanyQuery(companyApps, params, enabled);
export const useCompanyDevelopersQuery = (params: CompanyParams, enabled = true) =>
  useCompanyQuery(companyDevelopers, params, enabled);
