import { Link } from 'react-router';
import { useUserInfo } from '../../api/user.ts';
import { OrdersTable } from '../../components/orders/OrdersTable.tsx';
import { MEMBERSHIP_PATH } from '../../lib/membership.ts';
import { AccountPanel } from './AccountPanel.tsx';

/** /user/orders: the user's membership orders (the same list the membership page shows). */
export function OrdersPage() {
  const { data: user } = useUserInfo();
  return (
    <AccountPanel title="我的订单" extra={<Link to={MEMBERSHIP_PATH}>开通 / 续费会员</Link>} testId="account-orders">
      {user && <OrdersTable uid={user.uid} />}
    </AccountPanel>
  );
}
