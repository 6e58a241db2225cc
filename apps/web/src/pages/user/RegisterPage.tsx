import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Input, type InputRef } from 'antd';
import { REGISTRATION_GIFT, TIER_LABELS, VALIDATION_MESSAGES, validateRegistration } from '@bangyan/contract';
import { registerAccount, sendRegisterCode, useSetUserInfo } from '../../api/user.ts';
import { errorMessage } from '../../api/client.ts';
import { usePhoneCode, useFormMessage } from './PhoneCode.tsx';
import { useAuthPage } from './useAuthPage.ts';
import styles from './AuthPage.module.css';

/** Spec 2.1, 4, 5: register with phone and SMS code; the code is sent after a slide check. */
export function RegisterPage() {
  const { done } = useAuthPage();
  const setUserInfo = useSetUserInfo();
  const { search } = useLocation();
  const message = useFormMessage();
  const phone = usePhoneCode(sendRegisterCode, message.report);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<InputRef>(null);

  const submit = async () => {
    const failure = validateRegistration({ region: phone.region, phone: phone.phone, verifyCode: phone.code, password });
    if (failure) {
      message.report(failure.msg);
      if (failure.field === 'password') passwordRef.current?.focus();
      else phone.focus(failure.field);
      return;
    }
    setBusy(true);
    message.report('');
    try {
      const envelope = await registerAccount({ regionNum: phone.region, phone: phone.phone, phoneCode: phone.code, password });
      if (envelope.code !== 0) {
        message.report(envelope.msg);
        return;
      }
      setUserInfo(envelope.data);
      done();
    } catch (e) {
      message.report(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <form
        className={styles.panel}
        data-testid="register-panel"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 className={styles.title}>注册榜眼</h1>
        <p className={styles.subtitle}>{`注册即送${REGISTRATION_GIFT.months}个月${TIER_LABELS[REGISTRATION_GIFT.tier]}`}</p>
        {phone.fields}
        <Input.Password ref={passwordRef} size="large" placeholder="设置密码" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="register-password" />
        <div className={styles.hint}>{VALIDATION_MESSAGES.passwordRule}</div>
        {message.line('register-error')}
        <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="register-submit">
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
