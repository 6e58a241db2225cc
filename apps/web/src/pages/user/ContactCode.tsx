import { useRef, useState } from 'react';
import { Input, type InputRef } from 'antd';
import { VALIDATION_MESSAGES, validateEmailRegistration, validateRegistration, type Envelope } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import type { CodeTarget } from '../../api/user.ts';
import { useContactCode, useFormMessage, type Report, type SendCode } from '../../components/account/ContactCode.tsx';
import styles from './AuthPage.module.css';

/**
 * A contact, code and new password form (register, password reset): spec 5's checks in order with
 * the offending field focused, then `call`; a refusal shows the server's message.
 */
function useNewPasswordForm<T>(
  channel: CodeTarget['channel'],
  passwordInput: { placeholder: string; testId: string },
  send: SendCode,
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
  send: SendCode,
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
