/**
 * The console's 内容 API: each kind's list, create, update and delete (one generic set of hooks over the contract's
 * endpoints), and the site settings. On the console's own client (api/admin.ts's), so refusals show in place.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_ENDPOINTS,
  adminSiteSettings,
  adminSiteSettingsSave,
  CONTENT_PAGE_SIZE,
  type ContentKind,
  type EndpointDef,
  type SiteSettings,
} from '@bangyan/contract';
import { adminFetch } from './admin.ts';
import { retryTransport } from './endpointQuery.ts';

const ENDPOINTS: Record<
  ContentKind,
  Record<'list' | 'create' | 'update' | 'remove', EndpointDef>
> = ADMIN_CONTENT_ENDPOINTS;

/** One row of any kind, as the console's generic table and form handle it. */
export type ContentRow = { id: number | string } & Record<string, unknown>;
type Page = { total: number; page: number; pageSize: number; list: ContentRow[] };
/** A form body: every value as the wire has it. */
export type ContentBody = Record<string, string>;

const listKey = (kind: ContentKind) => ['adminContent', kind] as const;

export function useContentList(kind: ContentKind, page: number) {
  const params = { page, pageSize: CONTENT_PAGE_SIZE };
  return useQuery({
    queryKey: [...listKey(kind), params],
    queryFn: ({ signal }) => adminFetch(ENDPOINTS[kind].list, params, { signal }) as Promise<Page>,
    retry: retryTransport,
    placeholderData: keepPreviousData,
  });
}

/** Create, update (the id and the fields that changed) and delete; the kind's list is fetched again after each. */
export function useContentWrite(kind: ContentKind) {
  const client = useQueryClient();
  const after = <T>(answer: T) => client.invalidateQueries({ queryKey: listKey(kind) }).then(() => answer);
  const endpoints = ENDPOINTS[kind];
  return {
    create: (body: ContentBody) => adminFetch(endpoints.create, body).then(after) as Promise<ContentRow>,
    update: (id: ContentRow['id'], body: ContentBody) =>
      adminFetch(endpoints.update, { ...body, id: String(id) }).then(after) as Promise<ContentRow>,
    remove: (id: ContentRow['id']) => adminFetch(endpoints.remove, { id: String(id) }).then(after),
  };
}

const SETTINGS_KEY = [adminSiteSettings.path] as const;

export function useSiteSettingsAdmin() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminFetch(adminSiteSettings, undefined, { signal }),
    retry: retryTransport,
  });
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return async (settings: SiteSettings) => {
    const saved = await adminFetch(adminSiteSettingsSave, settings);
    client.setQueryData(SETTINGS_KEY, saved);
    return saved;
  };
}
