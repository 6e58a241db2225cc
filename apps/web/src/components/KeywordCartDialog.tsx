import { Button, Empty, Modal } from 'antd';
import { NO_VALUE, formatNumber } from '@bangyan/contract';
import { DeleteOutlined } from '@ant-design/icons';
import type { AppCart, CartItem } from '../cart/cart.ts';
import { submitCart } from '../cart/submitCart.ts';
import { cartStore, useCarts } from '../cart/useCarts.ts';
import { useDialogStore } from '../store/dialogs.ts';
import styles from './KeywordCartDialog.module.css';

function CartTable({ cart }: { cart: AppCart }) {
  return (
    <section
      className={styles.cart}
      data-testid="cart-app"
      data-app-id={cart.appId}
      aria-label={`应用 ${cart.appId} 的关键词`}
    >
      <header className={styles.cartHeader}>
        <div>
          <span className={styles.appLabel}>应用 ID</span>
          <span className={styles.appId}>{cart.appId}</span>
          <span className={styles.count}>共 {cart.items.length} 个关键词</span>
        </div>
        <div className={styles.actions}>
          <Button size="small" onClick={() => cartStore.clear(cart.appId)}>
            清空
          </Button>
          <Button size="small" type="primary" onClick={() => submitCart(cart.appId, cart.items)}>
            提交投放
          </Button>
        </div>
      </header>
      {/* A plain table: three columns and a button do not justify antd Table's 100 kB. */}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">关键词</th>
              <th scope="col" className={styles.num}>
                热度
              </th>
              <th scope="col" className={styles.num}>
                排名
              </th>
              <th scope="col" className={styles.op}>
                操作
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item: CartItem) => (
              <tr key={String(item.id)} data-testid="cart-item">
                <td className={styles.keyword}>{item.keyword}</td>
                <td className={styles.num}>{formatNumber(item.priority)}</td>
                <td className={styles.num}>{item.rank > 0 ? item.rank : NO_VALUE}</td>
                <td className={styles.op}>
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除关键词 ${item.keyword}`}
                    onClick={() => cartStore.remove(cart.appId, item.id)}
                  >
                    删除
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** 智能投放购物车 (spec 2.3, 2.5, 4): the keyword carts of every app, read from the browser. */
export default function KeywordCartDialog() {
  const open = useDialogStore((s) => s.cartOpen);
  const close = useDialogStore((s) => s.closeCart);
  const carts = useCarts();

  return (
    <Modal open={open} title="智能投放购物车" width={720} footer={null} onCancel={close} centered>
      <div className={styles.body} data-testid="cart-dialog">
        {carts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="购物车暂无关键词" />
        ) : (
          <>
            <p className={styles.hint}>提交后将在新窗口打开投放创建页，所选关键词会自动带入。</p>
            {carts.map((cart) => (
              <CartTable key={cart.appId} cart={cart} />
            ))}
          </>
        )}
      </div>
    </Modal>
  );
}
