import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from 'antd';
import { ACCOUNT_TEXTS, PAGE_NAMES } from '@bangyan/contract';
import { resetAccountPassword, sendForgetCode } from '../../api/user.ts';
import { AuthPanel } from './AuthPanel.tsx';
import { ChannelTabs, useChannelForms } from './ContactCode.tsx';
import styles from './AuthPage.module.css';

/** After a reset, the page shows its notice this long before it opens the login page. */
const BACK_TO_LOGIN_MS = 1200;

/** Spec 2.1 UserGetPwd: a new password for a registered phone or email, confirmed by a code sent there. */
export function ForgetPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const onReset = (_: null, report: (msg: string, notice?: boolean) => void) => {
    report(ACCOUNT_TEXTS.passwordReset, true);
    setTimeout(() => void navigate(`/new/user/login${search}`, { replace: true }), BACK_TO_LOGIN_MS);
  };
  const { channel, setChannel, form } = useChannelForms(
    { placeholder: '设置新密码', testId: 'forget-password' },
    sendForgetCode,
    resetAccountPassword,
    onReset,
  );

  return (
    <AuthPanel testId="forget-panel" onSubmit={() => void form.submit()}>
      <h1 className={styles.title}>{PAGE_NAMES['/new/user/forget']}</h1>
      <ChannelTabs channel={channel} onChange={setChannel} labels={['手机号找回', '邮箱找回']} />
      {form.contact.fields}
      {form.passwordFields}
      {form.message.line('forget-message')}
      <Button type="primary" size="large" htmlType="submit" block loading={form.busy} data-testid="forget-submit">
        重设密码
      </Button>
      <div className={styles.links}>
        <Link to={`/new/user/login${search}`}>返回登录</Link>
      </div>
    </AuthPanel>
  );
}
