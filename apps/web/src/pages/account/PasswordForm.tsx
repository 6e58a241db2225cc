import { useRef, useState, type ReactNode } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { PROFILE_TEXTS, VALIDATION_MESSAGES, validateNewPassword, type Envelope } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { useFormMessage } from '../../components/account/ContactCode.tsx';
import styles from './Profile.module.css';

type Ended = { ended: number };

/**
 * A new password typed twice under the registration rules, below `fields` (the old password, or where the code
 * goes and the code): `check` finds what is wrong in those first, `call` sends the change, and `onDone` hears that
 * it was made.
 */
export function usePasswordForm(options: {
  check: () => string | null;
  call: (password: string) => Promise<Envelope<Ended>>;
  onDone: () => void;
  submitText: string;
}) {
  const message = useFormMessage();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<InputRef>(null);

  const submit = async () => {
    const before = options.check();
    if (before) return message.report(before);
    const weak = validateNewPassword(password)?.msg ?? (password === again ? null : PROFILE_TEXTS.passwordMismatch);
    if (weak) {
      message.report(weak);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    message.report('');
    try {
      const envelope = await options.call(password);
      if (envelope.code !== 0) return message.report(envelope.msg);
      setPassword('');
      setAgain('');
      options.onDone();
    } catch (e) {
      message.report(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return {
    message,
    render: (fields: ReactNode) => (
      <div className={styles.passwordForm}>
        {fields}
        <label className={styles.field}>
          <span className={styles.fieldLabel}>新密码</span>
          <Input.Password
            ref={passwordRef}
            size="large"
            placeholder="请输入新密码"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="new-password"
          />
          <span className={styles.hint}>{VALIDATION_MESSAGES.passwordRule}</span>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>确认新密码</span>
          <Input.Password
            size="large"
            placeholder="请再次输入新密码"
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            onPressEnter={() => void submit()}
            data-testid="confirm-password"
          />
        </label>
        {message.line('password-error')}
        <Button type="primary" size="large" loading={busy} onClick={() => void submit()} data-testid="password-submit">
          {options.submitText}
        </Button>
      </div>
    ),
  };
}
