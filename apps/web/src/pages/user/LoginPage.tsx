import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Input, type InputRef } from 'antd';
import { validateAccountLogin, type SlideProof } from '@bangyan/contract';
import { loginAccount, useSetUserInfo } from '../../api/user.ts';
import { errorMessage } from '../../api/client.ts';
import { SlideVerify } from '../../components/SlideVerify.tsx';
import { useAuthPage } from './useAuthPage.ts';
import styles from './AuthPage.module.css';

/** Spec 2.5 login panel, account tab: phone or email, password, slide check, register link. */
export function LoginPage() {
  const { done } = useAuthPage();
  const setUserInfo = useSetUserInfo();
  const { search } = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [proof, setProof] = useState<SlideProof | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);

  const resetSlide = () => {
    setProof(null);
    setSlideRound((n) => n + 1);
  };

  const submit = async () => {
    const failure = validateAccountLogin({ username, password, slidePassed: proof !== null });
    if (failure) {
      setError(failure.msg);
      if (failure.field === 'username') usernameRef.current?.focus();
      if (failure.field === 'password') passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const envelope = await loginAccount(username.trim(), password, proof!);
      if (envelope.code !== 0) {
        // Spec 8: the server's message in the panel, and a new slide check.
        setError(envelope.msg);
        resetSlide();
        return;
      }
      setUserInfo(envelope.data);
      done();
    } catch (e) {
      setError(errorMessage(e));
      resetSlide();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <form
        className={styles.panel}
        data-testid="login-panel"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 className={styles.title}>账号登录</h1>
        <Input ref={usernameRef} size="large" placeholder="请输入邮箱/手机号" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} data-testid="login-username" />
        <Input.Password ref={passwordRef} size="large" placeholder="请输入密码" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="login-password" />
        <SlideVerify key={slideRound} onPass={setProof} />
        <div className={styles.error} role="alert" data-testid="login-error">
          {error}
        </div>
        <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="login-submit">
          登录
        </Button>
        <div className={styles.links}>
          <span>还没有账号？</span>
          <Link to={`/new/user/register${search}`}>免费注册</Link>
        </div>
      </form>
    </div>
  );
}
