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
  validateEmailCodeRequest,
  validateEmailRegistration,
  validateRegistration,
  validateSmsCodeRequest,
  type Envelope,
  type SlideProof,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import type { CodeTarget } from '../../api/user.ts';
import { SlideVerify } from '../../components/SlideVerify.tsx';
import styles from './AuthPage.module.css';

type Send = (target: CodeTarget, proof: SlideProof) => Promise<Envelope<unknown>>;
type Report = (msg: string, notice?: boolean) => void;
type Field = 'phone' | 'email' | 'verifyCode';

/**
 * Where a code goes and the code itself, for the register, code-login and password-reset forms
 * (spec 4, 5): region and phone, or an email; a slide check before sending; the code with its send
 * button (300 ms, then a 60 s countdown). `report` shows a message in the form's panel.
 */
export function useContactCode(channel: CodeTarget['channel'], send: Send, report: Report) {
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [proof, setProof] = useState<SlideProof | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const contactRef = useRef<InputRef>(null);
  const codeRef = useRef<InputRef>(null);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const target = (): CodeTarget =>
    channel === 'sms' ? { channel, regionNum: region, phone: phone.trim() } : { channel, email: email.trim() };

  const newSlide = () => {
    setProof(null);
    setSlideRound((n) => n + 1);
  };

  const sendCode = async () => {
    const slide = { slideRequired: true, slidePassed: proof !== null };
    const failure =
      channel === 'sms'
        ? validateSmsCodeRequest({ region, phone, ...slide })
        : validateEmailCodeRequest({ email, ...slide });
    if (failure) {
      report(failure.msg);
      if (failure.field !== 'slide') contactRef.current?.focus();
      return;
    }
    report('');
    setSending(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, CODE_SEND_DELAY_MS));
      const envelope = await send(target(), proof!);
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
    target,
    code: code.trim(),
    focus: (field: Field) => (field === 'verifyCode' ? codeRef : contactRef).current?.focus(),
    fields: (
      <>
        {channel === 'sms' ? (
          <div className={styles.row}>
            <Select
              size="large"
              value={region}
              onChange={setRegion}
              style={{ width: 150 }}
              options={SMS_REGIONS.map((r) => ({ value: r.code, label: regionLabel(r) }))}
              data-testid="phone-region"
            />
            <Input
              ref={contactRef}
              size="large"
              placeholder="请输入手机号"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              data-testid="phone-input"
            />
          </div>
        ) : (
          <Input
            ref={contactRef}
            size="large"
            placeholder="请输入邮箱"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="email-input"
          />
        )}
        <SlideVerify key={slideRound} onPass={setProof} />
        <div className={styles.row}>
          <Input
            ref={codeRef}
            size="large"
            placeholder={channel === 'sms' ? '请输入短信验证码' : '请输入邮件验证码'}
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            data-testid="code-input"
          />
          <Button
            size="large"
            disabled={countdown > 0}
            loading={sending}
            onClick={() => void sendCode()}
            data-testid="send-code"
            style={{ width: 130 }}
          >
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
 * A contact, code and new password form (register, password reset): spec 5's checks in order with
 * the offending field focused, then `call`; a refusal shows the server's message.
 */
function useNewPasswordForm<T>(
  channel: CodeTarget['channel'],
  passwordInput: { placeholder: string; testId: string },
  send: Send,
  call: (form: { target: CodeTarget; code: string; password: string }) => Promise<Envelope<T>>,
  onSuccess: (data: T, report: Report) => void,
) {
  const message = useFormMessage();
  const contact = useContactCode(channel, send, message.report);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<InputRef>(null);

  const submit = async () => {
    const target = contact.target();
    const failure =
      target.channel === 'sms'
        ? validateRegistration({ region: target.regionNum, phone: target.phone, verifyCode: contact.code, password })
        : validateEmailRegistration({ email: target.email, verifyCode: contact.code, password });
    if (failure) {
      message.report(failure.msg);
      if (failure.field === 'password') passwordRef.current?.focus();
      else contact.focus(failure.field);
      return;
    }
    setBusy(true);
    message.report('');
    try {
      const envelope = await call({ target, code: contact.code, password });
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
      <Input.Password
        ref={passwordRef}
        size="large"
        placeholder={passwordInput.placeholder}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        data-testid={passwordInput.testId}
      />
      <div className={styles.hint}>{VALIDATION_MESSAGES.passwordRule}</div>
    </>
  );
  return { message, contact, passwordFields, busy, submit };
}

/** A new-password form by phone and by email, and which of the two shows (the pages' tabs). */
export function useChannelForms<T>(
  passwordInput: { placeholder: string; testId: string },
  send: Send,
  call: (form: { target: CodeTarget; code: string; password: string }) => Promise<Envelope<T>>,
  onSuccess: (data: T, report: Report) => void,
) {
  const [channel, setChannel] = useState<CodeTarget['channel']>('sms');
  const forms = {
    sms: useNewPasswordForm('sms', passwordInput, send, call, onSuccess),
    email: useNewPasswordForm('email', passwordInput, send, call, onSuccess),
  };
  return { channel, setChannel, form: forms[channel] };
}

/** Two tabs over a form: by phone or by email. */
export function ChannelTabs({
  channel,
  onChange,
  labels,
}: {
  channel: CodeTarget['channel'];
  onChange: (c: CodeTarget['channel']) => void;
  labels: [string, string];
}) {
  return (
    <div className={styles.tabs} role="tablist">
      {(['sms', 'email'] as const).map((c, i) => (
        <button
          key={c}
          type="button"
          role="tab"
          aria-selected={channel === c}
          className={`${styles.tab} ${channel === c ? styles.tabActive : ''}`}
          onClick={() => onChange(c)}
        >
          {labels[i]}
        </button>
      ))}
    </div>
  );
}
