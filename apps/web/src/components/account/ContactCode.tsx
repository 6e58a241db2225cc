import { useEffect, useRef, useState } from 'react';
import { Button, Input, Select, type InputRef } from 'antd';
import {
  ACCOUNT_TEXTS,
  CODE_RESEND_SECONDS,
  CODE_SEND_DELAY_MS,
  DEFAULT_REGION,
  SMS_REGIONS,
  regionLabel,
  validateEmailCodeRequest,
  validateSmsCodeRequest,
  type Envelope,
  type FieldFailure,
  type SlideProof,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import type { CodeTarget } from '../../api/user.ts';
import { SlideVerify } from '../SlideVerify.tsx';
import styles from './ContactCode.module.css';

export type SendCode = (target: CodeTarget, proof: SlideProof) => Promise<Envelope<unknown>>;
export type Report = (msg: string, notice?: boolean) => void;
type Field = 'phone' | 'email' | 'verifyCode';

/**
 * A slide check and a code with its send button (300 ms, then a 60 s countdown), for a code `send` sends once
 * `check` (given whether the slide check passed) finds nothing wrong; a refusal starts the slide check afresh.
 * `report` shows a message in the form's panel; `onInvalid` gets the field a failure names.
 */
export function useCodeSend(
  send: (proof: SlideProof) => Promise<Envelope<unknown>>,
  report: Report,
  options: {
    check: (slidePassed: boolean) => FieldFailure<string> | null;
    onInvalid?: (field: string) => void;
    placeholder: string;
  },
) {
  const [code, setCode] = useState('');
  const [proof, setProof] = useState<SlideProof | null>(null);
  const [slideRound, setSlideRound] = useState(0);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
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
    const failure = options.check(proof !== null);
    if (failure) {
      report(failure.msg);
      options.onInvalid?.(failure.field);
      return;
    }
    report('');
    setSending(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, CODE_SEND_DELAY_MS));
      const envelope = await send(proof!);
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
    code: code.trim(),
    codeRef,
    slide: <SlideVerify key={slideRound} onPass={setProof} />,
    codeRow: (
      <div className={styles.row}>
        <Input
          ref={codeRef}
          size="large"
          placeholder={options.placeholder}
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
    ),
  };
}

/**
 * Where a code goes and the code itself, for the register, code-login and password-reset forms and the account
 * centre's binding of a new phone or email (spec 4, 5): region and phone, or an email; then `useCodeSend`'s slide
 * check and code.
 */
export function useContactCode(channel: CodeTarget['channel'], send: SendCode, report: Report) {
  const [region, setRegion] = useState(DEFAULT_REGION);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const contactRef = useRef<InputRef>(null);

  const target = (): CodeTarget =>
    channel === 'sms' ? { channel, regionNum: region, phone: phone.trim() } : { channel, email: email.trim() };

  const sender = useCodeSend((proof) => send(target(), proof), report, {
    check: (slidePassed) => {
      const slide = { slideRequired: true, slidePassed };
      return channel === 'sms'
        ? validateSmsCodeRequest({ region, phone, ...slide })
        : validateEmailCodeRequest({ email, ...slide });
    },
    onInvalid: (field) => field !== 'slide' && contactRef.current?.focus(),
    placeholder: channel === 'sms' ? '请输入短信验证码' : '请输入邮件验证码',
  });

  return {
    target,
    code: sender.code,
    focus: (field: Field) => (field === 'verifyCode' ? sender.codeRef : contactRef).current?.focus(),
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
        {sender.slide}
        {sender.codeRow}
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
