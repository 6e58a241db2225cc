import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from 'antd';
import { REGISTRATION_GIFT, TIER_LABELS } from '@bangyan/contract';
import { registerAccount, sendRegisterCode, useSetUserInfo } from '../../api/user.ts';
import { AuthPanel } from './AuthPanel.tsx';
import { ChannelTabs, useChannelForms } from './ContactCode.tsx';
import { useAuthPage } from './useAuthPage.ts';
import styles from './AuthPage.module.css';

/** Spec 2.1, 4, 5: register with a phone and SMS code, or an email and email code, sent after a slide check. */
export function RegisterPage() {
  const { done } = useAuthPage();
  const setUserInfo = useSetUserInfo();
  const { search } = useLocation();
  // Arriving from the WeChat-not-bound dialog: the new account is bound to that WeChat.
  const wechatTicket = useSearchParams()[0].get('wechat') ?? undefined;
  const register = (form: Parameters<typeof registerAccount>[0]) => registerAccount(form, wechatTicket);
  const onRegistered = (user: Parameters<typeof setUserInfo>[0]) => {
    setUserInfo(user);
    done();
  };
  const { channel, setChannel, form } = useChannelForms(
    { placeholder: '设置密码', testId: 'register-password' },
    sendRegisterCode,
    register,
    onRegistered,
  );

  return (
    <AuthPanel testId="register-panel" onSubmit={() => void form.submit()}>
      <h1 className={styles.title}>注册榜眼</h1>
      <p
        className={styles.subtitle}
      >{`注册即送${REGISTRATION_GIFT.months}个月${TIER_LABELS[REGISTRATION_GIFT.tier]}`}</p>
      {wechatTicket && <p className={styles.subtitle}>注册后将绑定刚才扫码的微信</p>}
      <ChannelTabs channel={channel} onChange={setChannel} labels={['手机号注册', '邮箱注册']} />
      {form.contact.fields}
      {form.passwordFields}
      {form.message.line('register-error')}
      <Button type="primary" size="large" htmlType="submit" block loading={form.busy} data-testid="register-submit">
        注册
      </Button>
      <div className={styles.agreement}>
        注册即表示同意 <Link to="/new/user/agreement">《用户协议》</Link>和
        <Link to="/new/user/privacy">《隐私政策》</Link>
      </div>
      <div className={styles.links}>
        <span>已有账号？</span>
        <Link to={`/new/user/login${search}`}>立即登录</Link>
      </div>
    </AuthPanel>
  );
}
