/**
 * The operator console's API: its own client (a console failure, a login lock included, is shown where it happened,
 * never sent to the visitors' slow-down page), the signed-in operator and the sections' reads and actions.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAuditList,
  adminFeedbackList,
  adminFeedbackReply,
  adminLogin,
  adminLogout,
  adminMe,
  ADMIN_PAGE_SIZE,
  type FeedbackReplyFilter,
  adminLeadList,
  adminDeliveryList,
  adminDeliveryStatus,
  type DeliveryStatus,
  type LeadKind,
} from '@bangyan/contract';
import { config } from '../config.ts';
import { createClient } from './client.ts';
import { retryTransport } from './endpointQuery.ts';
import { encryptPassword } from './user.ts';

const { fetchData } = createClient({ signSecret: config.signSecret });
/** The console's client, for the other sections' hooks. */
export { fetchData as adminFetchData };

/** The console's client: its sections' API files (api/adminContent.ts) send through it too. */
export const adminFetch = fetchData;

const ME_KEY = [adminMe.path] as const;
const FEEDBACK_KEY = [adminFeedbackList.path] as const;

/** The signed-in operator; null without a console session. */
export function useAdminMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => fetchData(adminMe, undefined, { signal }),
    retry: retryTransport,
    staleTime: Infinity,
  });
}

export function useAdminSession() {
  const client = useQueryClient();
  return {
    login: async (form: { username: string; password: string; code: string }) => {
      const admin = await fetchData(adminLogin, { ...form, password: await encryptPassword(form.password) });
      client.setQueryData(ME_KEY, admin);
      return admin;
    },
    logout: async () => {
      await fetchData(adminLogout);
      client.removeQueries();
    },
  };
}

export interface FeedbackQuery {
  type?: number;
  funcType?: number;
  replied: FeedbackReplyFilter;
  page: number;
}

/** A page of the feedback inbox. */
export function useAdminFeedback(query: FeedbackQuery) {
  const params = {
    type: query.type === undefined ? undefined : String(query.type),
    funcType: query.funcType === undefined ? undefined : String(query.funcType),
    replied: query.replied,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [...FEEDBACK_KEY, params],
    queryFn: ({ signal }) => fetchData(adminFeedbackList, params, { signal }),
    retry: retryTransport,
    placeholderData: keepPreviousData,
  });
}

/** Replies to a feedback; the inbox is fetched again. */
export function useReplyFeedback() {
  const client = useQueryClient();
  return async (id: number, reply: string) => {
    const answer = await fetchData(adminFeedbackReply, { id, reply });
    await client.invalidateQueries({ queryKey: FEEDBACK_KEY });
    return answer;
  };
}

/** A page of the audit log. */
export function useAdminAudit(page: number) {
  const params = { page, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: [adminAuditList.path, params],
    queryFn: ({ signal }) => fetchData(adminAuditList, params, { signal }),
    retry: retryTransport,
    placeholderData: keepPreviousData,
  });
}

export interface LeadsQuery {
  kind?: LeadKind;
  q: string;
  from?: string;
  to?: string;
  page: number;
}

const consoleParams = (query: LeadsQuery) => ({
  q: query.q,
  from: query.from,
  to: query.to,
  page: query.page,
  pageSize: ADMIN_PAGE_SIZE,
});

/** A page of 线索: the public forms' leads of one kind (all without one). */
export function useAdminLeads(query: LeadsQuery) {
  const params = { ...consoleParams(query), kind: query.kind };
  return useQuery({
    queryKey: [adminLeadList.path, params],
    queryFn: ({ signal }) => fetchData(adminLeadList, params, { signal }),
    retry: retryTransport,
    placeholderData: keepPreviousData,
  });
}

/** A page of the ASO delivery requests (of one status, all without one). */
export function useAdminDeliveries(query: LeadsQuery & { status?: DeliveryStatus }) {
  const params = { ...consoleParams(query), status: query.status };
  return useQuery({
    queryKey: [adminDeliveryList.path, params],
    queryFn: ({ signal }) => fetchData(adminDeliveryList, params, { signal }),
    retry: retryTransport,
    placeholderData: keepPreviousData,
  });
}

/** Sets a delivery request's status and the note to its user; the list is fetched again. */
export function useSetDeliveryStatus() {
  const client = useQueryClient();
  return async (id: number, status: DeliveryStatus, note: string) => {
    const saved = await fetchData(adminDeliveryStatus, { id, status, note });
    await client.invalidateQueries({ queryKey: [adminDeliveryList.path] });
    return saved;
  };
}
