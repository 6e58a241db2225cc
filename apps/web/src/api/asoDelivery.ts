import { useQuery } from '@tanstack/react-query';
import { asoDeliveryCreate, asoDeliveryKeywords, asoDeliveryMine, type BodyOf } from '@bangyan/contract';
import { fetchData, request } from './client.ts';
import { endpointQueries, retryTransport } from './endpointQuery.ts';

/** The ASO delivery request page (pages/delivery/) and the account centre's 我的投放. */
export const useDeliveryKeywordsQuery = endpointQueries('asoDelivery')(asoDeliveryKeywords);

const MINE_KEY = [asoDeliveryMine.path] as const;

/** The user's requests, newest first. */
export function useMyDeliveriesQuery() {
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: ({ signal }) => fetchData(asoDeliveryMine, undefined, { signal }),
    retry: retryTransport,
  });
}

export const createDelivery = (form: BodyOf<typeof asoDeliveryCreate>) => request(asoDeliveryCreate, form);
