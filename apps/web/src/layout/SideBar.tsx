import { useState, type ReactNode } from 'react';
import { CustomerServiceOutlined, FormOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import type { BusinessInfo } from '@bangyan/contract';
import { useCooperateListQuery } from '../api/site.ts';
import { useCartCount } from '../cart/useCarts.ts';
import { loadPopover, useDeferredModule, useDeferredOverlay } from '../lib/deferred.ts';
import { useDialogStore } from '../store/dialogs.ts';
import { QrCard } from '../components/QrCard.tsx';
import styles from './SideBar.module.css';

/** Business-info items the side bar shows, found by the names the server gives them (spec 2.3). */
export const CUSTOMER_SERVICE_NAME = '专属客服';
export const GROUP_NAME = '官方交流群';

// Back-to-top shows only after scrolling: its code (antd's FloatButton) comes after the first paint.
const loadBackTop = () => import('./BackTop.tsx');

interface ItemProps {
  icon: ReactNode;
  label: string;
  ariaLabel: string;
  onClick?: () => void;
}

function SideItem({ icon, label, ariaLabel, onClick }: ItemProps) {
  return (
    <button type="button" className={styles.item} aria-label={ariaLabel} title={label} onClick={onClick}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}

function QrItem({ info, icon, label }: { info: BusinessInfo; icon: ReactNode; label: string }) {
  const [open, setOpen] = useState(false);
  const [antd, intent] = useDeferredOverlay(loadPopover, setOpen, true);
  const anchor = (
    <span className={styles.popoverAnchor} {...intent}>
      <SideItem icon={icon} label={label} ariaLabel={info.name} />
    </span>
  );
  if (!antd) return anchor;
  return (
    <antd.Popover
      open={open}
      onOpenChange={setOpen}
      placement="left"
      content={<QrCard info={info} size={128} />}
      arrow={false}
    >
      {anchor}
    </antd.Popover>
  );
}

/** The fixed right-edge bar of spec 2.3 ("footer side bar"). */
export function SideBar() {
  const { data: businessInfo } = useCooperateListQuery();
  const openFeedback = useDialogStore((s) => s.openFeedback);
  const openCart = useDialogStore((s) => s.openCart);
  const cartCount = useCartCount();
  const BackTop = useDeferredModule(loadBackTop)[0]?.default;
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
      {BackTop && <BackTop />}
    </>
  );
}
