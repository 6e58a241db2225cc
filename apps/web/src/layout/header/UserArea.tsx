import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { parseRoleStr, REGISTRATION_GIFT, TIER_LABELS, type Tier, type UserInfo } from '@bangyan/contract';
import { useUserInfo } from '../../api/user.ts';
import { useDeferredOverlay } from '../../lib/deferred.ts';
import { MembershipLink } from '../../components/RunningMemberships.tsx';
import { LOGIN_PATH, REGISTER_PATH, withReferer } from '../../lib/referer.ts';
import { MyFollows } from './MyFollows.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import styles from './Header.module.css';

/** Spec 2.3 user area: the logged-in user's menu, else login and register. */
export function UserArea() {
  const { data: user } = useUserInfo();
  return user ? <LoggedInUser user={user} /> : <LoggedOut />;
}

// The avatar menu (antd's Dropdown and Menu, message) comes after the first paint.
const loadUserMenu = () => import('./UserMenu.tsx');

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

/** My Follows, the membership state, the notice bell, and the avatar with its menu (UserMenu) (spec 2.3, 4). */
function LoggedInUser({ user }: { user: UserInfo }) {
  const tier = parseRoleStr(user.roleStr);
  const [open, setOpen] = useState(false);
  const [menu, intent] = useDeferredOverlay(loadUserMenu, setOpen, true);
  const UserMenu = menu?.default;
  const avatar = (
    <span className={styles.userName} data-testid="user-name" {...intent}>
      <span className={styles.avatar} aria-hidden>
        {user.avatar_url ? <img src={user.avatar_url} alt="" data-testid="header-avatar" /> : [...user.nickname][0]}
      </span>
      <span className={styles.nickname} title={user.nickname}>
        {user.nickname}
      </span>
    </span>
  );
  return (
    <div className={styles.user} data-testid="header-user">
      <MyFollows />
      <Membership tier={tier} end={user.roleEndDate} />
      <NoticeBell uid={user.uid} />
      {UserMenu ? (
        <UserMenu user={user} tier={tier} open={open} setOpen={setOpen}>
          {avatar}
        </UserMenu>
      ) : (
        avatar
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
