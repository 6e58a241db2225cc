import { Spin } from 'antd';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { ACCOUNT_LINK_GROUPS, parseRoleStr, TIER_LABELS } from '@bangyan/contract';
import { useUserInfo } from '../../api/user.ts';
import { LOGIN_PATH, withReferer } from '../../lib/referer.ts';
import styles from './Account.module.css';

/**
 * The account centre (`/user/...`, spec 2.2's account area): the user's card and the area's menu
 * on the left, the page on the right. A visitor who is not logged in goes to login and comes back.
 */
export function AccountLayout() {
  const { data: user, isFetching } = useUserInfo();
  const location = useLocation();
  if (!user) {
    if (isFetching) {
      return (
        <div className={styles.waiting}>
          <Spin />
        </div>
      );
    }
    const address = location.pathname + location.search + location.hash;
    return <Navigate to={withReferer(LOGIN_PATH, address)} replace />;
  }
  const tier = parseRoleStr(user.roleStr);
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <aside className={styles.side}>
          <div className={styles.who} data-testid="account-who">
            <span className={styles.avatar} aria-hidden>
              {user.avatar_url ? <img src={user.avatar_url} alt="" /> : [...user.nickname][0]}
            </span>
            <strong className={styles.nickname}>{user.nickname}</strong>
            <span className={styles.tier} data-tier={tier}>
              {TIER_LABELS[tier]}
            </span>
            {user.roleEndDate && <span className={styles.expiry}>{`到期：${user.roleEndDate}`}</span>}
          </div>
          <nav className={styles.menu} aria-label="账户中心">
            {ACCOUNT_LINK_GROUPS.map((group) => (
              <div key={group.title} className={styles.group}>
                <div className={styles.groupTitle}>{group.title}</div>
                {group.links.map((link) => (
                  <NavLink
                    key={link.path}
                    to={link.path}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  >
                    {link.label}
                  </NavLink>
                ))}
              </div>
            ))}
          </nav>
        </aside>
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
