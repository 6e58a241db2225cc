import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vipCreateOrder,
  vipOrders,
  vipOrderStatus,
  vipPlans,
  vipSandboxConfirm,
  type PaymentMethod,
  type PlanId,
} from '@bangyan/contract';
import { fetchData, request } from './client.ts';
import { useUnreadRefresh } from './unreadNotices.ts';
import { USER_INFO_QUERY_KEY } from './user.ts';

export const ORDERS_PAGE_SIZE = 10;

/** Plans, the tier comparison and the ways to pay (public, the same for everyone). */
export function useVipPlansQuery() {
  return useQuery({
    queryKey: [vipPlans.path],
    queryFn: ({ signal }) => fetchData(vipPlans, undefined, { signal }),
    staleTime: Infinity,
  });
}

/** The logged-in user's orders, a page at a time; keyed by the user so another login never sees them. */
export function useVipOrdersQuery(uid: number | undefined, page: number) {
  return useQuery({
    queryKey: [vipOrders.path, uid, page],
    queryFn: ({ signal }) => fetchData(vipOrders, { page, pageSize: ORDERS_PAGE_SIZE }, { signal }),
    enabled: uid !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Fresh data from the server: the order list after an order is opened; also user info (the header's tier) and the
 * unread notices (the bell shows the order's notice) after a payment.
 */
export function useMembershipRefresh() {
  const client = useQueryClient();
  const unread = useUnreadRefresh();
  const orders = () => client.invalidateQueries({ queryKey: [vipOrders.path] });
  return {
    orders,
    afterPayment: () => Promise.all([client.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY }), orders(), unread()]),
  };
}

export const createVipOrder = (planId: PlanId, method?: PaymentMethod) =>
  request(vipCreateOrder, method ? { planId, method } : { planId });
export const fetchVipOrderStatus = (orderNo: string) => request(vipOrderStatus, { orderNo });
export const confirmSandboxPayment = (orderNo: string) => request(vipSandboxConfirm, { orderNo });
