import { useState } from 'react';
import { Button, Modal } from 'antd';
import { validateCodeLogin, validateEmailCodeForm, type AccountProfile } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { bindContact, sendBindCode } from '../../api/account.ts';
import type { CodeTarget } from '../../api/user.ts';
import { useContactCode, useFormMessage } from '../../components/account/ContactCode.tsx';
import styles from './Profile.module.css';

const NOUNS = { sms: '手机号', email: '邮箱' } as const;

/**
 * Binding a phone or email, or changing the bound one (420 px): the new one, a slide check, the code sent to it,
 * then the new profile for `onBound`.
 */
export function BindContactDialog({
  channel,
  changing,
  onClose,
  onBound,
}: {
  channel: CodeTarget['channel'];
  /** Whether one is bound already (the title says 更换). */
  changing: boolean;
  onClose: () => void;
  onBound: (profile: AccountProfile) => void;
}) {
  const message = useFormMessage();
  const contact = useContactCode(channel, sendBindCode, message.report);
  const [busy, setBusy] = useState(false);
  const noun = NOUNS[channel];

  const submit = async () => {
    const target = contact.target();
    const failure =
      target.channel === 'sms'
        ? validateCodeLogin({ region: target.regionNum, phone: target.phone, verifyCode: contact.code })
        : validateEmailCodeForm({ email: target.email, verifyCode: contact.code });
    if (failure) {
      message.report(failure.msg);
      contact.focus(failure.field);
      return;
    }
    setBusy(true);
    message.report('');
    try {
      const envelope = await bindContact(target, contact.code);
      if (envelope.code !== 0) return message.report(envelope.msg);
      onBound(envelope.data);
    } catch (e) {
      message.report(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={420}
      centered
      title={`${changing ? '更换' : '绑定'}${noun}`}
      destroyOnHidden
    >
      <div className={styles.dialogForm} data-testid="bind-contact-dialog">
        <p
          className={styles.dialogNote}
        >{`验证码将发送到新的${noun}，验证通过后${changing ? '替换原' + noun : '完成绑定'}。`}</p>
        {contact.fields}
        {message.line('bind-contact-error')}
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          onClick={() => void submit()}
          data-testid="bind-contact-submit"
        >
          {`确认${changing ? '更换' : '绑定'}`}
        </Button>
      </div>
    </Modal>
  );
}
