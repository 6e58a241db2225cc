import { adminOrderDetail, adminOrderList, adminOrderRefund } from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../admin/guard.ts';
import { route } from '../../http/route.ts';
import { paymentProvider } from '../../payments/providers.ts';
import { markRefunded } from './markRefund.ts';
import { listOrders, orderDetail } from './queries.ts';

/** The console's 订单 section: the orders with filters, one order, the refund mark. */
export function adminOrderRoutes(app: FastifyInstance): void {
  route(app, adminOrderList, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'orders.read');
    return listOrders(deps.db, query, new Date());
  });

  route(app, adminOrderDetail, async ({ query, req, deps }) => {
    await requireAdmin(req, deps, 'orders.read');
    return orderDetail(deps.db, query.orderNo, new Date());
  });

  route(app, adminOrderRefund, async ({ body, req, deps }) => {
    const admin = await requireAdmin(req, deps, 'orders.refund');
    const now = new Date();
    await markRefunded(
      deps.db,
      admin,
      { orderNo: body.orderNo, reason: body.reason, ip: req.ip },
      now,
      async (order, reason) => {
        // The order's own provider, when it is configured and can refund; else the refund is done by hand.
        const provider = paymentProvider(deps.config, order.provider);
        if (!provider?.refund) return false;
        await provider.refund({ orderNo: order.order_no, amountFen: order.amount_fen, reason });
        return true;
      },
    );
    return orderDetail(deps.db, body.orderNo, now);
  });
}
