import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Input, type InputRef } from 'antd';
import { ACCOUNT_TEXTS, VALIDATION_MESSAGES, validateRegistration } from '@bangyan/contract';
import { resetAccountPassword, sendForgetCode } from '../../api/user.ts';
import { errorMessage } from '../../api/client.ts';
import { usePhoneCode, useFormMessage } from './PhoneCode.tsx';
import styles from './AuthPage.module.css';

/** Spec 2.1 UserGetPwd: a new password for a registered phone, confirmed by an SMS code. */
export function ForgetPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const message = useFormMessage();
  const phone = usePhoneCode(sendForgetCode, message.report);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<InputRef>(null);

  const submit = async () => {
    // The same checks, in the same order, as registration: phone, code, new password.
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
      const envelope = await resetAccountPassword({ regionNum: phone.region, phone: phone.phone, phoneCode: phone.code, password });
      if (envelope.code !== 0) {
        message.report(envelope.msg);
        return;
      }
      message.report(ACCOUNT_TEXTS.passwordReset, true);
      setTimeout(() => void navigate(`/new/user/login${search}`, { replace: true }), 1200);
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
        data-testid="forget-panel"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 className={styles.title}>找回密码</h1>
        {phone.fields}
        <Input.Password ref={passwordRef} size="large" placeholder="设置新密码" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="forget-password" />
        <div className={styles.hint}>{VALIDATION_MESSAGES.passwordRule}</div>
        {message.line('forget-message')}
        <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="forget-submit">
          重设密码
        </Button>
        <div className={styles.links}>
          <Link to={`/new/user/login${search}`}>返回登录</Link>
        </div>
      </form>
    </div>
  );
}
