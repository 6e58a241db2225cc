import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Input, Select, type InputRef } from 'antd';
import {
  ACCOUNT_TEXTS,
  CODE_RESEND_SECONDS,
  CODE_SEND_DELAY_MS,
  DEFAULT_REGION,
  REGISTRATION_GIFT,
  SMS_REGIONS,
  TIER_LABELS,
  VALIDATION_MESSAGES,
  regionLabel,
  validateRegistration,
  validateSmsCodeRequest,
  type SlideProof,
} from '@bangyan/contract';
import { registerAccount, sendRegisterCode, useSetUserInfo } from '../../api/user.ts';
import { errorMessage } from '../../api/client.ts';
import { SlideVerify } from '../../components/SlideVerify.tsx';
import { useAuthPage } from './useAuthPage.ts';
import styles from './AuthPage.module.css';

/** Spec 2.1, 4, 5: register with phone and SMS code; the code is sent after a slide check. */
export function RegisterPage() {
  const { done } = useAuthPage();
  const setUserInfo = useSetUserInfo();
  const { search } = useLocation();
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [proof, setProof] = useState<SlideProof | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<InputRef>(null);
  const codeRef = useRef<InputRef>(null);
  const passwordRef = useRef<InputRef>(null);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const newSlide = () => {
    setProof(null);
    setSlideRound((n) => n + 1);
  };

  const sendCode = async () => {
    const failure = validateSmsCodeRequest({ region, phone, slideRequired: true, slidePassed: proof !== null });
    if (failure) {
      setError(failure.msg);
      if (failure.field === 'phone') phoneRef.current?.focus();
      return;
    }
    setError('');
    setSending(true);
    try {
      // Spec 4: 300 ms, then the 60 s countdown.
      await new Promise((resolve) => setTimeout(resolve, CODE_SEND_DELAY_MS));
      const envelope = await sendRegisterCode(region, phone.trim(), proof!);
      if (envelope.code !== 0) {
        setError(envelope.msg);
        newSlide();
        return;
      }
      setNotice(ACCOUNT_TEXTS.codeSent);
      setCountdown(CODE_RESEND_SECONDS);
      codeRef.current?.focus();
    } catch (e) {
      setError(errorMessage(e));
      newSlide();
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    const failure = validateRegistration({ region, phone, verifyCode: code, password });
    if (failure) {
      setError(failure.msg);
      ({ phone: phoneRef, verifyCode: codeRef, password: passwordRef })[failure.field].current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const envelope = await registerAccount({ regionNum: region, phone: phone.trim(), phoneCode: code.trim(), password });
      if (envelope.code !== 0) {
        setError(envelope.msg);
        return;
      }
      setUserInfo(envelope.data);
      done();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const gift = `${REGISTRATION_GIFT.months}个月${TIER_LABELS[REGISTRATION_GIFT.tier]}`;
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
        <p className={styles.subtitle}>注册即送{gift}</p>
        <div className={styles.row}>
          <Select
            size="large"
            value={region}
            onChange={setRegion}
            style={{ width: 150 }}
            options={SMS_REGIONS.map((r) => ({ value: r.code, label: regionLabel(r) }))}
            data-testid="register-region"
          />
          <Input ref={phoneRef} size="large" placeholder="请输入手机号" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} data-testid="register-phone" />
        </div>
        <SlideVerify key={slideRound} onPass={setProof} />
        <div className={styles.row}>
          <Input ref={codeRef} size="large" placeholder="请输入短信验证码" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} data-testid="register-code" />
          <Button size="large" disabled={countdown > 0} loading={sending} onClick={() => void sendCode()} data-testid="register-send-code" style={{ width: 130 }}>
            {countdown > 0 ? `${countdown}秒后重发` : '获取验证码'}
          </Button>
        </div>
        <Input.Password ref={passwordRef} size="large" placeholder="设置密码" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="register-password" />
        <div className={styles.hint}>{VALIDATION_MESSAGES.passwordRule}</div>
        <div className={styles.error} role="alert" data-testid="register-error">
          {error || <span className={styles.notice}>{notice}</span>}
        </div>
        <Button type="primary" size="large" htmlType="submit" block loading={busy} data-testid="register-submit">
          注册
        </Button>
        <div className={styles.links}>
          <span>已有账号？</span>
          <Link to={`/new/user/login${search}`}>立即登录</Link>
        </div>
      </form>
    </div>
  );
}
