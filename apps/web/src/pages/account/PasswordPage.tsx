import { useState } from 'react';
import { Input, message as antMessage, Radio, Segmented, Skeleton } from 'antd';
import { Link } from 'react-router';
import {
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  PROFILE_TEXTS,
  VALIDATION_MESSAGES,
  type AccountProfile,
} from '@bangyan/contract';
import {
  changePassword,
  sendPasswordCode,
  setPasswordWithCode,
  useAccountProfileQuery,
  useAccountRefresh,
} from '../../api/account.ts';
import { useUserInfo, type CodeTarget } from '../../api/user.ts';
import { useCodeSend } from '../../components/account/ContactCode.tsx';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { usePasswordForm } from './PasswordForm.tsx';
import styles from './Profile.module.css';

type Channel = CodeTarget['channel'];

/** /user/password: a new password with the old one, or with a code to the account's own phone or email. */
export function PasswordPage() {
  const { data: user } = useUserInfo();
  return user ? <PasswordPanel uid={user.uid} /> : null;
}

function PasswordPanel({ uid }: { uid: number }) {
  const profile = useAccountProfileQuery(uid);
  const title = profile.data && !profile.data.hasPassword ? '设置密码' : '修改密码';
  return (
    <AccountPanel title={title} testId="account-password">
      {profile.isError ? (
        <LoadFailure error={profile.error} onRetry={() => void profile.refetch()} testId="profile-error" />
      ) : profile.data ? (
        <PasswordForms profile={profile.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </AccountPanel>
  );
}

function PasswordForms({ profile }: { profile: AccountProfile }) {
  const [way, setWay] = useState<'old' | 'code'>(profile.hasPassword ? 'old' : 'code');
  const [message, holder] = antMessage.useMessage();
  const refresh = useAccountRefresh();
  const onDone = () => {
    void message.success(PROFILE_TEXTS.passwordChanged);
    void refresh();
  };
  return (
    <div className={styles.passwordLayout}>
      {holder}
      <div className={styles.passwordMain}>
        {profile.hasPassword ? (
          <Segmented
            block
            value={way}
            onChange={setWay}
            options={[
              { value: 'old', label: '通过原密码' },
              { value: 'code', label: '通过验证码' },
            ]}
            data-testid="password-way"
          />
        ) : (
          <p className={styles.dialogNote}>您的账号还没有登录密码，可通过已绑定的手机号或邮箱接收验证码来设置。</p>
        )}
        {way === 'old' ? <ByOldPassword onDone={onDone} /> : <ByCode profile={profile} onDone={onDone} />}
      </div>
      <aside className={styles.tips}>
        <h3>安全提示</h3>
        <ul>
          <li>{VALIDATION_MESSAGES.passwordRule}。</li>
          <li>修改成功后，其他设备上的登录将失效，当前设备保持登录。</li>
          <li>{`原密码连续输错 ${LOGIN_MAX_FAILURES} 次，将锁定 ${LOGIN_LOCK_MINUTES} 分钟；忘记原密码时可通过验证码修改。`}</li>
        </ul>
      </aside>
    </div>
  );
}

function ByOldPassword({ onDone }: { onDone: () => void }) {
  const [old, setOld] = useState('');
  const form = usePasswordForm({
    check: () => (old === '' ? PROFILE_TEXTS.oldPasswordEmpty : null),
    call: (password) => changePassword(old, password),
    onDone: () => {
      setOld('');
      onDone();
    },
    submitText: '确认修改',
  });
  return form.render(
    <label className={styles.field}>
      <span className={styles.fieldLabel}>原密码</span>
      <Input.Password
        size="large"
        placeholder="请输入原密码"
        autoComplete="current-password"
        value={old}
        onChange={(e) => setOld(e.target.value)}
        data-testid="old-password"
      />
    </label>,
  );
}

function ByCode({ profile, onDone }: { profile: AccountProfile; onDone: () => void }) {
  const channels = [
    ...(profile.phone ? [{ value: 'sms' as const, label: `手机 +${profile.regionNum} ${profile.phone}` }] : []),
    ...(profile.email ? [{ value: 'email' as const, label: `邮箱 ${profile.email}` }] : []),
  ];
  const [channel, setChannel] = useState<Channel>(channels[0]?.value ?? 'sms');
  const form = usePasswordForm({
    check: () => (sender.code === '' ? VALIDATION_MESSAGES.verifyCodeEmpty : null),
    call: (password) => setPasswordWithCode(channel, sender.code, password),
    onDone,
    submitText: profile.hasPassword ? '确认修改' : '设置密码',
  });
  const sender = useCodeSend((proof) => sendPasswordCode(channel, proof), form.message.report, {
    check: (slidePassed) => (slidePassed ? null : { field: 'slide', msg: VALIDATION_MESSAGES.slideRequired }),
    placeholder: channel === 'sms' ? '请输入短信验证码' : '请输入邮件验证码',
  });
  if (channels.length === 0) {
    return (
      <p className={styles.dialogNote}>
        请先在<Link to="/user/info">个人资料</Link>中绑定手机号或邮箱。
      </p>
    );
  }
  return form.render(
    <>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>接收验证码</span>
        <Radio.Group
          value={channel}
          onChange={(e) => setChannel(e.target.value as Channel)}
          options={channels}
          data-testid="code-channel"
        />
      </div>
      {sender.slide}
      {sender.codeRow}
    </>,
  );
}
