import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, message as antMessage, Popconfirm, Tag, Tooltip } from 'antd';
import { LockOutlined, MailOutlined, MobileOutlined, WechatOutlined } from '@ant-design/icons';
import { ACCOUNT_TEXTS, PROFILE_TEXTS, type AccountProfile } from '@bangyan/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { config } from '../../config.ts';
import { bindWechatHere } from '../../components/account/wechatAuthorize.ts';
import { wechatWithAccount } from '../../lib/wechat.ts';
import { unbindWechat, useAccountRefresh, useSetProfile } from '../../api/account.ts';
import { useSetUserInfo, type CodeTarget } from '../../api/user.ts';
import { BindContactDialog } from './BindContactDialog.tsx';
import styles from './Profile.module.css';

// The WeChat QR dialog's code comes with the first binding.
const WechatQrDialog = lazy(async () => ({
  default: (await import('../../components/account/WechatQrDialog.tsx')).WechatQrDialog,
}));

/** One way into the account: its icon, name, state and action. */
function BindingRow({
  icon,
  tone,
  label,
  value,
  action,
  testId,
}: {
  icon: ReactNode;
  tone: string;
  label: string;
  value: ReactNode;
  action: ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.binding} data-testid={testId}>
      <span className={styles.bindingIcon} data-tone={tone}>
        {icon}
      </span>
      <div className={styles.bindingMain}>
        <div className={styles.bindingLabel}>{label}</div>
        <div className={styles.bindingValue}>{value}</div>
      </div>
      <div className={styles.bindingAction}>{action}</div>
    </div>
  );
}

/** The password page of the account centre. */
const PASSWORD_PATH = '/user/password';

const notBound = <span className={styles.muted}>未绑定</span>;

/**
 * 账号绑定: phone and email (bind or change with a code), WeChat (bind by scan, or inside WeChat by its web
 * authorization; unbind), the password.
 */
export function AccountBindings({ profile }: { profile: AccountProfile }) {
  const navigate = useNavigate();
  const setProfile = useSetProfile();
  const setUserInfo = useSetUserInfo();
  const refresh = useAccountRefresh();
  const [message, holder] = antMessage.useMessage();
  const [binding, setBinding] = useState<CodeTarget['channel'] | 'wechat' | null>(null);
  const wechat = profile.user.wechatBound;
  // Inside WeChat with the official account: its web authorization instead of a QR the phone cannot scan here.
  const inWechat = wechatWithAccount();
  const bindWechat = () =>
    inWechat ? void bindWechatHere((reason) => void message.error(reason)) : setBinding('wechat');

  const onUnbind = async () => {
    try {
      const envelope = await unbindWechat();
      if (envelope.code !== 0) return void message.error(envelope.msg);
      setProfile(envelope.data);
      void message.success(PROFILE_TEXTS.wechatUnbound);
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  const contactAction = (channel: CodeTarget['channel'], bound: boolean) => (
    <Button onClick={() => setBinding(channel)} data-testid={`bind-${channel}`}>
      {bound ? '更换' : '绑定'}
    </Button>
  );

  const unbindButton = profile.wechatOnly ? (
    <Tooltip title={PROFILE_TEXTS.wechatOnlyLogin}>
      <Button disabled>解绑</Button>
    </Tooltip>
  ) : (
    <Popconfirm
      title="解绑微信"
      description="解绑后将不能再用该微信扫码登录，确定解绑吗？"
      okText="解绑"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={onUnbind}
    >
      <Button data-testid="unbind-wechat">解绑</Button>
    </Popconfirm>
  );

  return (
    <div className={styles.bindings}>
      {holder}
      <BindingRow
        icon={<MobileOutlined />}
        tone="phone"
        label="手机号"
        value={profile.phone ? `+${profile.regionNum} ${profile.phone}` : notBound}
        action={contactAction('sms', profile.phone !== '')}
        testId="binding-phone"
      />
      <BindingRow
        icon={<MailOutlined />}
        tone="email"
        label="邮箱"
        value={profile.email || notBound}
        action={contactAction('email', profile.email !== '')}
        testId="binding-email"
      />
      <BindingRow
        icon={<WechatOutlined />}
        tone="wechat"
        label="微信"
        value={wechat ? <Tag color="success">已绑定，可微信扫码登录</Tag> : notBound}
        action={
          wechat ? (
            unbindButton
          ) : config.wechatLogin || inWechat ? (
            <Button onClick={bindWechat} data-testid="bind-wechat-profile">
              绑定
            </Button>
          ) : (
            <Tooltip title={ACCOUNT_TEXTS.wechatUnavailable}>
              <Button disabled>绑定</Button>
            </Tooltip>
          )
        }
        testId="binding-wechat"
      />
      <BindingRow
        icon={<LockOutlined />}
        tone="password"
        label="登录密码"
        value={profile.hasPassword ? '已设置' : <span className={styles.muted}>未设置</span>}
        action={
          <Button onClick={() => void navigate(PASSWORD_PATH)} data-testid="password-link">
            {profile.hasPassword ? '修改' : '设置'}
          </Button>
        }
        testId="binding-password"
      />
      {(binding === 'sms' || binding === 'email') && (
        <BindContactDialog
          channel={binding}
          changing={binding === 'sms' ? profile.phone !== '' : profile.email !== ''}
          onClose={() => setBinding(null)}
          onBound={(next) => {
            setBinding(null);
            setProfile(next);
            void message.success(binding === 'sms' ? PROFILE_TEXTS.phoneBound : PROFILE_TEXTS.emailBound);
          }}
        />
      )}
      {binding === 'wechat' && (
        <Suspense fallback={null}>
          <WechatQrDialog
            open
            purpose="bind"
            onClose={() => setBinding(null)}
            onLoggedIn={(info) => {
              setBinding(null);
              setUserInfo(info);
              void refresh();
              void message.success(ACCOUNT_TEXTS.wechatBound);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
