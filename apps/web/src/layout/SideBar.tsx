import type { ReactNode } from 'react';
import { FloatButton, Popover } from 'antd';
import { CustomerServiceOutlined, FormOutlined, ShoppingCartOutlined, TeamOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import type { BusinessInfo } from '@bangyan/contract';
import { useCooperateListQuery } from '../api/site.ts';
import { useCartCount } from '../cart/useCarts.ts';
import { useDialogStore } from '../store/dialogs.ts';
import { QrCard } from '../components/QrCard.tsx';
import styles from './SideBar.module.css';

/** Business-info items the side bar shows, found by the names the server gives them (spec 2.3). */
export const CUSTOMER_SERVICE_NAME = '专属客服';
export const GROUP_NAME = '官方交流群';

/** Spec 2.3 and 9: back-to-top appears after 60 px and sits 40 px above the bottom. */
const BACK_TOP_VISIBILITY = 60;
const BACK_TOP_BOTTOM = 40;
/** Centres the 48 px button under the 60 px bar, which sits 24 px from the edge. */
const BACK_TOP_RIGHT = 30;

interface ItemProps {
  icon: ReactNode;
  label: string;
  ariaLabel: string;
  onClick?: () => void;
}

function SideItem({ icon, label, ariaLabel, onClick }: ItemProps) {
  return (
    <button type="button" className={styles.item} aria-label={ariaLabel} onClick={onClick}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}

function QrItem({ info, icon, label }: { info: BusinessInfo; icon: ReactNode; label: string }) {
  return (
    <Popover placement="left" content={<QrCard info={info} size={128} />} arrow={false}>
      <span className={styles.popoverAnchor}>
        <SideItem icon={icon} label={label} ariaLabel={info.name} />
      </span>
    </Popover>
  );
}

/** The fixed right-edge bar of spec 2.3 ("footer side bar"). */
export function SideBar() {
  const { data: businessInfo } = useCooperateListQuery();
  const openFeedback = useDialogStore((s) => s.openFeedback);
  const openCart = useDialogStore((s) => s.openCart);
  const cartCount = useCartCount();
  const service = businessInfo?.find((item) => item.name === CUSTOMER_SERVICE_NAME);
  const group = businessInfo?.find((item) => item.name === GROUP_NAME);

  return (
    <>
      <nav className={styles.bar} data-testid="side-bar" aria-label="快捷服务">
        {service && <QrItem info={service} icon={<CustomerServiceOutlined />} label="客服" />}
        {group && <QrItem info={group} icon={<TeamOutlined />} label="交流群" />}
        <SideItem icon={<FormOutlined />} label="反馈" ariaLabel="意见反馈" onClick={openFeedback} />
        <SideItem
          icon={
            <span className={styles.badgeWrap}>
              <ShoppingCartOutlined />
              {cartCount > 0 && (
                <span className={styles.badge} data-testid="cart-count">
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </span>
          }
          label="购物车"
          ariaLabel="智能投放购物车"
          onClick={openCart}
        />
      </nav>
      <FloatButton.BackTop
        visibilityHeight={BACK_TOP_VISIBILITY}
        aria-label="回到顶部"
        data-testid="back-to-top"
        tooltip={{ title: '回到顶部', placement: 'left' }}
        icon={<VerticalAlignTopOutlined />}
        className={styles.backTop}
        style={{ insetBlockEnd: BACK_TOP_BOTTOM, insetInlineEnd: BACK_TOP_RIGHT }}
      />
    </>
  );
}
