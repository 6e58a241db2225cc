/** How alerts reach a user (issue 22): the settings and delivery reads, saving, 发送测试, and unsubscribing by link. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  alertDeliveries,
  alertSettings,
  alertSettingsSave,
  alertTest,
  alertUnsubscribe,
  type AlertSettings,
  type BodyOf,
  type QueryOf,
} from '@bangyan/contract';
import { fetchData, request } from './client.ts';
import { retryTransport } from './endpointQuery.ts';

/** Keyed by the user, so another login never sees them. */
const settingsKey = (uid: number) => [alertSettings.path, uid] as const;
const deliveriesKey = (uid: number) => [alertDeliveries.path, uid] as const;

export function useAlertSettingsQuery(uid: number) {
  return useQuery({
    queryKey: settingsKey(uid),
    queryFn: ({ signal }) => fetchData(alertSettings, undefined, { signal }),
    retry: retryTransport,
    staleTime: 0,
  });
}

/** The latest deliveries, newest first. */
export function useAlertDeliveriesQuery(uid: number) {
  return useQuery({
    queryKey: deliveriesKey(uid),
    queryFn: ({ signal }) => fetchData(alertDeliveries, undefined, { signal }),
    retry: retryTransport,
    staleTime: 0,
  });
}

/** Saves the settings; the answer's settings go into the cache, so every page shows them at once. */
export function useSaveAlertSettings(uid: number) {
  const client = useQueryClient();
  return async (body: BodyOf<typeof alertSettingsSave>) => {
    const envelope = await request(alertSettingsSave, body);
    if (envelope.code === 0) client.setQueryData<AlertSettings>(settingsKey(uid), envelope.data);
    return envelope;
  };
}

export const sendAlertTest = (body: BodyOf<typeof alertTest>) => request(alertTest, body);

/** The link's own parameters go in the address, as mail programs post it (RFC 8058), not in a form body. */
export const unsubscribeAlerts = (link: QueryOf<typeof alertUnsubscribe>) =>
  request(alertUnsubscribe, link, { inAddress: true });
