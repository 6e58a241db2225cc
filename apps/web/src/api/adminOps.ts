/**
 * The console's 概览, 用户, 订单, 关联申请 and 运营账号 sections: their reads (react-query, the previous page kept while
 * the next loads) and actions (each refetches what it changed), on the console's own client.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminLinkApprove,
  adminLinkList,
  adminLinkReject,
  adminOperatorCreate,
  adminOperatorList,
  adminOperatorResetTotp,
  adminOperatorRole,
  adminOperatorStatus,
  adminOrderDetail,
  adminOrderList,
  adminOrderRefund,
  adminOverview,
  adminUserDetail,
  adminUserMembership,
  adminUserSearch,
  adminUserStatus,
  ADMIN_PAGE_SIZE,
  type AdminRole,
  type LinkRequestStatus,
  type OrderStatus,
  type OverviewSpan,
  type Tier,
} from '@bangyan/contract';
import { adminFetchData as fetchData } from './admin.ts';
import { retryTransport } from './endpointQuery.ts';

const paged = { retry: retryTransport, placeholderData: keepPreviousData } as const;

export function useAdminOverview(days: OverviewSpan) {
  return useQuery({
    queryKey: [adminOverview.path, days],
    queryFn: ({ signal }) => fetchData(adminOverview, { days }, { signal }),
    ...paged,
  });
}

export function useAdminUsers(q: string, page: number) {
  const params = { q, page, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: [adminUserSearch.path, params],
    queryFn: ({ signal }) => fetchData(adminUserSearch, params, { signal }),
    ...paged,
  });
}

export function useAdminUserDetail(uid: string | null) {
  return useQuery({
    queryKey: [adminUserDetail.path, uid],
    queryFn: ({ signal }) => fetchData(adminUserDetail, { uid: uid! }, { signal }),
    enabled: uid !== null,
    retry: retryTransport,
  });
}

/** Membership and disabling: the user's detail and the search are fetched again. */
export function useUserActions() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [adminUserDetail.path] }),
      client.invalidateQueries({ queryKey: [adminUserSearch.path] }),
    ]);
  return {
    setMembership: async (form: { uid: string; tier: Tier; endDate?: string; reason: string }) => {
      await fetchData(adminUserMembership, form);
      await refresh();
    },
    setDisabled: async (form: { uid: string; disabled: boolean; reason: string }) => {
      await fetchData(adminUserStatus, { ...form, disabled: form.disabled ? '1' : '0' });
      await refresh();
    },
  };
}

export interface OrderQuery {
  status?: OrderStatus;
  planId?: string;
  from?: string;
  to?: string;
  uid?: string;
  page: number;
}

export function useAdminOrders(query: OrderQuery) {
  const params = { ...query, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: [adminOrderList.path, params],
    queryFn: ({ signal }) => fetchData(adminOrderList, params, { signal }),
    ...paged,
  });
}

export function useAdminOrderDetail(orderNo: string | null) {
  return useQuery({
    queryKey: [adminOrderDetail.path, orderNo],
    queryFn: ({ signal }) => fetchData(adminOrderDetail, { orderNo: orderNo! }, { signal }),
    enabled: orderNo !== null,
    retry: retryTransport,
  });
}

/** Marks a refund; the orders and the order are fetched again. */
export function useRefundOrder() {
  const client = useQueryClient();
  return async (orderNo: string, reason: string) => {
    await fetchData(adminOrderRefund, { orderNo, reason });
    await Promise.all([
      client.invalidateQueries({ queryKey: [adminOrderList.path] }),
      client.invalidateQueries({ queryKey: [adminOrderDetail.path] }),
    ]);
  };
}

export function useAdminLinks(status: LinkRequestStatus, page: number) {
  const params = { status, page, pageSize: ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: [adminLinkList.path, params],
    queryFn: ({ signal }) => fetchData(adminLinkList, params, { signal }),
    ...paged,
  });
}

/** Approval and rejection; the requests are fetched again. */
export function useLinkDecisions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [adminLinkList.path] });
  return {
    approve: async (id: string, links: { market: string; appId: string }[]) => {
      await fetchData(adminLinkApprove, { id, links: JSON.stringify(links) });
      await refresh();
    },
    reject: async (id: string, reason: string) => {
      await fetchData(adminLinkReject, { id, reason });
      await refresh();
    },
  };
}

export function useAdminOperators() {
  return useQuery({
    queryKey: [adminOperatorList.path],
    queryFn: ({ signal }) => fetchData(adminOperatorList, undefined, { signal }),
    retry: retryTransport,
  });
}

/** Operator management; the list is fetched again. Creation and a reset answer what is shown once. */
export function useOperatorActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [adminOperatorList.path] });
  return {
    create: async (username: string, role: AdminRole) => {
      const made = await fetchData(adminOperatorCreate, { username, role });
      await refresh();
      return made;
    },
    setRole: async (id: string, role: AdminRole) => {
      await fetchData(adminOperatorRole, { id, role });
      await refresh();
    },
    setDisabled: async (id: string, disabled: boolean) => {
      await fetchData(adminOperatorStatus, { id, disabled: disabled ? '1' : '0' });
      await refresh();
    },
    resetTotp: async (id: string) => {
      const enrolment = await fetchData(adminOperatorResetTotp, { id });
      await refresh();
      return enrolment;
    },
  };
}
