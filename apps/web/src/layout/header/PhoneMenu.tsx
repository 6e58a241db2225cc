import { useState } from 'react';
import { useLocation } from 'react-router';
import { Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { ACCOUNT_LINK_GROUPS } from '@bangyan/contract';
import { useUserInfo } from '../../api/user.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LinkColumn, RankingPanel } from './RankingPanel.tsx';
import styles from './Header.module.css';

/**
 * The header's menu on a phone (issue 27): one button opening a drawer with the search box (but on
 * Home, whose banner holds it), the ranking menu, a member's account pages and the feedback form,
 * which the desktop header and side bar hold. It closes on any navigation (it is open for one
 * address).
 */
export function PhoneMenu({ search }: { search: boolean }) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);
  const user = useUserInfo().data;
  const openFeedback = useDialogStore((s) => s.openFeedback);
  return (
    <>
      <button
        type="button"
        className={styles.phoneMenuButton}
        aria-label="菜单"
        aria-expanded={open}
        onClick={() => setOpenAt(location.key)}
        data-testid="phone-menu-button"
      >
        <MenuOutlined />
      </button>
      <Drawer open={open} onClose={close} placement="right" size="min(360px, 100vw)" title="榜眼">
        <div className={styles.phoneMenu} data-testid="phone-menu">
          {search && <HeaderSearch />}
          <RankingPanel onNavigate={close} />
          {user &&
            ACCOUNT_LINK_GROUPS.map((group) => (
              <LinkColumn key={group.title} title={group.title} links={group.links} onNavigate={close} />
            ))}
          <button
            type="button"
            className={styles.phoneMenuFeedback}
            onClick={() => {
              close();
              openFeedback();
            }}
          >
            意见反馈
          </button>
        </div>
      </Drawer>
    </>
  );
}
