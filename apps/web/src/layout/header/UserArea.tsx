import { Link, useLocation, useNavigate } from 'react-router';
import { Dropdown, message as antMessage } from 'antd';
import { parseRoleStr, REGISTRATION_GIFT, TIER_LABELS, type UserInfo } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { logoutAccount, useSetUserInfo, useUserInfo } from '../../api/user.ts';
import styles from './Header.module.css';

const LOGIN_PATH = '/new/user/login';
const REGISTER_PATH = '/new/user/register';

/** Login and register carry the current address so the visitor comes back here (spec 2.1). */
export function withReferer(path: string, address: string): string {
  return `${path}?referer=${encodeURIComponent(address)}`;
}

/** Spec 2.3 user area: the logged-in user's menu, else login and register. */
export function UserArea() {
  const { data: user } = useUserInfo();
  return user ? <LoggedInUser user={user} /> : <LoggedOut />;
}

/** Nickname with the level badge and expiry, and logout (spec 2.3, 4). */
function LoggedInUser({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const setUserInfo = useSetUserInfo();
  const [message, messageHolder] = antMessage.useMessage();
  const tier = parseRoleStr(user.roleStr);
  const onLogout = async () => {
    try {
      const envelope = await logoutAccount();
      // Spec 4: the stored user info is cleared only when the server had no error.
      if (envelope.code !== 0) {
        void message.error(envelope.msg);
        return;
      }
      setUserInfo(null);
      void navigate('/');
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <div className={styles.user} data-testid="header-user">
      {messageHolder}
      <Dropdown
        trigger={['hover', 'click']}
        menu={{
          items: [
            {
              key: 'who',
              disabled: true,
              label: (
                <div className={styles.userCard} data-testid="user-card">
                  <strong>{user.nickname}</strong>
                  <span className={styles.tierBadge} data-tier={tier}>
                    {TIER_LABELS[tier]}
                  </span>
                  {user.roleEndDate && <span className={styles.expiry}>{`到期：${user.roleEndDate}`}</span>}
                </div>
              ),
            },
            { type: 'divider' },
            { key: 'logout', label: <span data-testid="logout">退出登录</span>, onClick: () => void onLogout() },
          ],
        }}
      >
        <span className={styles.userName} data-testid="user-name">
          <span className={styles.avatar} aria-hidden>
            {[...user.nickname][0]}
          </span>
          {user.nickname}
          {tier !== 'normal' && (
            <span className={styles.tierBadge} data-tier={tier}>
              {TIER_LABELS[tier]}
            </span>
          )}
        </span>
      </Dropdown>
    </div>
  );
}

function LoggedOut() {
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
