import { Link, useLocation } from 'react-router';
import { Button } from 'antd';
import { REGISTRATION_GIFT, TIER_LABELS } from '@bangyan/contract';
import { registerAccount, sendRegisterCode, useSetUserInfo } from '../../api/user.ts';
import { usePhonePasswordForm } from './PhoneCode.tsx';
import { useAuthPage } from './useAuthPage.ts';
import styles from './AuthPage.module.css';

/** Spec 2.1, 4, 5: register with phone and SMS code; the code is sent after a slide check. */
export function RegisterPage() {
  const { done } = useAuthPage();
  const setUserInfo = useSetUserInfo();
  const { search } = useLocation();
  const form = usePhonePasswordForm({ placeholder: '设置密码', testId: 'register-password' }, sendRegisterCode, registerAccount, (user) => {
    setUserInfo(user);
    done();
  });

  return (
    <div className={styles.page}>
      <form
        className={styles.panel}
        data-testid="register-panel"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <h1 className={styles.title}>注册榜眼</h1>
        <p className={styles.subtitle}>{`注册即送${REGISTRATION_GIFT.months}个月${TIER_LABELS[REGISTRATION_GIFT.tier]}`}</p>
        {form.phone.fields}
        {form.passwordFields}
        {form.message.line('register-error')}
        <Button type="primary" size="large" htmlType="submit" block loading={form.busy} data-testid="register-submit">
          注册
        </Button>
        <div className={styles.agreement}>
          注册即表示同意 <Link to="/new/user/agreement">《用户协议》</Link>和<Link to="/new/user/privacy">《隐私政策》</Link>
        </div>
        <div className={styles.links}>
          <span>已有账号？</span>
          <Link to={`/new/user/login${search}`}>立即登录</Link>
        </div>
      </form>
    </div>
  );
}
