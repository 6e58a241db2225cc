import { useEffect, useRef, useState } from 'react';
import { Button, Input, Select, type InputRef } from 'antd';
import {
  ACCOUNT_TEXTS,
  CODE_RESEND_SECONDS,
  CODE_SEND_DELAY_MS,
  DEFAULT_REGION,
  SMS_REGIONS,
  regionLabel,
  VALIDATION_MESSAGES,
  validateRegistration,
  validateSmsCodeRequest,
  type Envelope,
  type SlideProof,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { SlideVerify } from '../../components/SlideVerify.tsx';
import styles from './AuthPage.module.css';

type Send = (regionNum: string, phone: string, proof: SlideProof) => Promise<Envelope<unknown>>;

/**
 * The phone-and-SMS-code part of the register, code-login and password-reset forms (spec 4, 5):
 * region, phone, a slide check before sending, the code with its send button (300 ms, then a 60 s
 * countdown). `report` shows a message in the form's panel.
 */
export function usePhoneCode(send: Send, report: (msg: string, notice?: boolean) => void) {
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [proof, setProof] = useState<SlideProof | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const phoneRef = useRef<InputRef>(null);
  const codeRef = useRef<InputRef>(null);

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
      report(failure.msg);
      if (failure.field === 'phone') phoneRef.current?.focus();
      return;
    }
    report('');
    setSending(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, CODE_SEND_DELAY_MS));
      const envelope = await send(region, phone.trim(), proof!);
      if (envelope.code !== 0) {
        report(envelope.msg);
        newSlide();
        return;
      }
      report(ACCOUNT_TEXTS.codeSent, true);
      setCountdown(CODE_RESEND_SECONDS);
      codeRef.current?.focus();
    } catch (e) {
      report(errorMessage(e));
      newSlide();
    } finally {
      setSending(false);
    }
  };

  return {
    region,
    phone: phone.trim(),
    code: code.trim(),
    focus: (field: 'phone' | 'verifyCode') => (field === 'phone' ? phoneRef : codeRef).current?.focus(),
    fields: (
      <>
        <div className={styles.row}>
          <Select size="large" value={region} onChange={setRegion} style={{ width: 150 }} options={SMS_REGIONS.map((r) => ({ value: r.code, label: regionLabel(r) }))} data-testid="phone-region" />
          <Input ref={phoneRef} size="large" placeholder="请输入手机号" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} data-testid="phone-input" />
        </div>
        <SlideVerify key={slideRound} onPass={setProof} />
        <div className={styles.row}>
          <Input ref={codeRef} size="large" placeholder="请输入短信验证码" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} data-testid="code-input" />
          <Button size="large" disabled={countdown > 0} loading={sending} onClick={() => void sendCode()} data-testid="send-code" style={{ width: 130 }}>
            {countdown > 0 ? `${countdown}秒后重发` : '获取验证码'}
          </Button>
        </div>
      </>
    ),
  };
}

/** The panel's message line: an error in red, or a notice (code sent) in green. */
export function useFormMessage() {
  const [message, setMessage] = useState<{ text: string; notice: boolean }>({ text: '', notice: false });
  return {
    report: (text: string, notice = false) => setMessage({ text, notice }),
    line: (testId: string) => (
      <div className={styles.error} role="alert" data-testid={testId}>
        {message.notice ? <span className={styles.notice}>{message.text}</span> : message.text}
      </div>
    ),
  };
}

/**
 * A phone, SMS code and new password form (register, password reset): spec 5's checks in order
 * with the offending field focused, then `call`; a refusal shows the server's message.
 */
export function usePhonePasswordForm<T>(
  passwordInput: { placeholder: string; testId: string },
  send: Send,
  call: (form: { regionNum: string; phone: string; phoneCode: string; password: string }) => Promise<Envelope<T>>,
  onSuccess: (data: T, report: (msg: string, notice?: boolean) => void) => void,
) {
  const message = useFormMessage();
  const phone = usePhoneCode(send, message.report);
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
      const envelope = await call({ regionNum: phone.region, phone: phone.phone, phoneCode: phone.code, password });
      if (envelope.code !== 0) message.report(envelope.msg);
      else onSuccess(envelope.data, message.report);
    } catch (e) {
      message.report(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const passwordFields = (
    <>
      <Input.Password ref={passwordRef} size="large" placeholder={passwordInput.placeholder} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid={passwordInput.testId} />
      <div className={styles.hint}>{VALIDATION_MESSAGES.passwordRule}</div>
    </>
  );
  return { message, phone, passwordFields, busy, submit };
}
