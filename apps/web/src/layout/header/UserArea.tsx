import { Link, useLocation } from 'react-router';
import { REGISTRATION_GIFT, TIER_LABELS } from '@bangyan/contract';
import styles from './Header.module.css';

const LOGIN_PATH = '/new/user/login';
const REGISTER_PATH = '/new/user/register';

/** Login and register carry the current address so the visitor comes back here (spec 2.1). */
export function withReferer(path: string, address: string): string {
  return `${path}?referer=${encodeURIComponent(address)}`;
}

/** Logged-out user area (spec 2.3); the logged-in variant arrives with user info. */
export function UserArea() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const gift = `送${REGISTRATION_GIFT.months}个月${TIER_LABELS[REGISTRATION_GIFT.tier]}`;
  return (
    <div className={styles.user} data-testid="header-user">
      <Link className={styles.login} to={withReferer(LOGIN_PATH, address)}>
        登录
      </Link>
      {/* The gift badge sits beside the link, not in it, so the link's name stays 注册. */}
      <span className={styles.registerWrap}>
        <Link className={styles.register} to={withReferer(REGISTER_PATH, address)}>
          注册
        </Link>
        <span className={styles.gift} data-testid="register-gift">
          {gift}
        </span>
      </span>
    </div>
  );
}
