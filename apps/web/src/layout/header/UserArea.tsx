import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dropdown, message as antMessage } from 'antd';
import type { MenuProps } from 'antd';
import { ACCOUNT_LINK_GROUPS, ACCOUNT_TEXTS, parseRoleStr, REGISTRATION_GIFT, TIER_LABELS, type Tier, type UserInfo } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { logoutAccount, useSetUserInfo, useUserInfo } from '../../api/user.ts';
import { config } from '../../config.ts';
import { membershipUrl } from '../../lib/membership.ts';
import { MyFollows } from './MyFollows.tsx';
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

// The WeChat QR dialog's code comes with the first binding, not with the header.
const WechatQrDialog = lazy(async () => ({ default: (await import('../../pages/user/WechatLogin.tsx')).WechatQrDialog }));

/** Spec 2.2: the membership page opens in a new window. */
function MembershipLink({ className, children, testId, tier }: { className?: string; children: ReactNode; testId: string; tier?: Tier }) {
  return (
    <a className={className} href={membershipUrl()} target="_blank" rel="noopener" data-testid={testId} data-tier={tier}>
      {children}
    </a>
  );
}

/** Spec 2.3: vip and svip see their badge and expiry with a renew action; others an open action. */
function Membership({ tier, end }: { tier: Tier; end: string }) {
  if (tier === 'normal') {
    return (
      <MembershipLink className={styles.openVip} testId="open-vip">
        开通会员
      </MembershipLink>
    );
  }
  return (
    <span className={styles.membership} data-testid="membership">
      <MembershipLink className={styles.tierBadge} testId="tier-badge" tier={tier}>
        {TIER_LABELS[tier]}
      </MembershipLink>
      <span className={styles.expiry}>{`${end}到期`}</span>
      <MembershipLink className={styles.renew} testId="renew-vip">
        续费
      </MembershipLink>
    </span>
  );
}

/** The account area's link groups, when there is an account area (spec 2.2). */
const accountLinkItems: MenuProps['items'] = config.accountHost
  ? ACCOUNT_LINK_GROUPS.map((group) => ({
      key: group.title,
      type: 'group' as const,
      label: group.title,
      children: group.links.map((link) => ({
        key: link.path,
        label: (
          <a href={`${config.accountHost}${link.path}`} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ),
      })),
    }))
  : [];

/** My Follows, the membership state, and the avatar menu: nickname, level badge, expiry, renew or open, links, logout (spec 2.3, 4). */
function LoggedInUser({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const setUserInfo = useSetUserInfo();
  const [message, messageHolder] = antMessage.useMessage();
  const [binding, setBinding] = useState(false);
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
      <MyFollows />
      <Membership tier={tier} end={user.roleEndDate} />
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
            {
              key: 'membership',
              label: (
                <a href={membershipUrl()} target="_blank" rel="noopener" data-testid="menu-membership">
                  {tier === 'normal' ? '开通会员' : '续费会员'}
                </a>
              ),
            },
            ...(user.wechatBound
              ? []
              : [{ key: 'wechat', label: <span data-testid="bind-wechat">绑定微信</span>, onClick: () => setBinding(true) }]),
            ...(accountLinkItems ?? []),
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
        </span>
      </Dropdown>
      {binding && (
        <Suspense fallback={null}>
          <WechatQrDialog
            open
            purpose="bind"
            onClose={() => setBinding(false)}
            onLoggedIn={(info) => {
              setBinding(false);
              setUserInfo(info);
              void message.success(ACCOUNT_TEXTS.wechatBound);
            }}
          />
        </Suspense>
      )}
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
