import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dropdown, message as antMessage } from 'antd';
import type { MenuProps } from 'antd';
import { ACCOUNT_LINK_GROUPS, ACCOUNT_TEXTS, TIER_LABELS, type Tier, type UserInfo } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { logoutAccount, useSetUserInfo } from '../../api/user.ts';
import { config } from '../../config.ts';
import { bindWechatHere } from '../../components/account/wechatAuthorize.ts';
import { wechatWithAccount } from '../../lib/wechat.ts';
import { MembershipLink, RunningMemberships } from '../../components/RunningMemberships.tsx';
import styles from './Header.module.css';

// The WeChat QR dialog's code comes with the first binding, not with the header.
const WechatQrDialog = lazy(async () => ({
  default: (await import('../../components/account/WechatQrDialog.tsx')).WechatQrDialog,
}));

/**
 * The account centre's link groups (spec 2.2): pages of this app, or of the account host in a new
 * window when one is configured.
 */
const accountLinkItems: NonNullable<MenuProps['items']> = ACCOUNT_LINK_GROUPS.map((group) => ({
  key: group.title,
  type: 'group' as const,
  label: group.title,
  children: group.links.map((link) => ({
    key: link.path,
    label: config.accountHost ? (
      <a href={`${config.accountHost}${link.path}`} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    ) : (
      <Link to={link.path} data-testid={`account-link:${link.path}`}>
        {link.label}
      </Link>
    ),
  })),
}));

interface UserMenuProps {
  user: UserInfo;
  tier: Tier;
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactElement;
}

/**
 * The avatar menu around its trigger (fetched after the first paint, see UserArea): nickname,
 * level badge, expiry, renew or open, bind WeChat, the account links, logout (spec 2.3, 4).
 */
export default function UserMenu({ user, tier, open, setOpen, children }: UserMenuProps) {
  const navigate = useNavigate();
  const setUserInfo = useSetUserInfo();
  const [message, messageHolder] = antMessage.useMessage();
  const [binding, setBinding] = useState(false);
  // Inside WeChat with the official account: its web authorization instead of a QR the phone cannot scan here.
  const inWechat = wechatWithAccount();
  const bindWechat = () => (inWechat ? void bindWechatHere((reason) => void message.error(reason)) : setBinding(true));
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
    <>
      {messageHolder}
      <Dropdown
        open={open}
        onOpenChange={setOpen}
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
                  <RunningMemberships list={user.memberships} className={styles.userCardTiers} />
                </div>
              ),
            },
            {
              key: 'membership',
              label: (
                <MembershipLink testId="menu-membership">{tier === 'normal' ? '开通会员' : '续费会员'}</MembershipLink>
              ),
            },
            ...(user.wechatBound || !(config.wechatLogin || inWechat)
              ? []
              : [
                  {
                    key: 'wechat',
                    label: <span data-testid="bind-wechat">绑定微信</span>,
                    onClick: bindWechat,
                  },
                ]),
            ...accountLinkItems,
            { type: 'divider' },
            { key: 'logout', label: <span data-testid="logout">退出登录</span>, onClick: () => void onLogout() },
          ],
        }}
      >
        {children}
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
    </>
  );
}
