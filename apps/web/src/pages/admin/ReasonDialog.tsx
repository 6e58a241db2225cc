import { useState } from 'react';
import { Input, Modal } from 'antd';
import { ADMIN_OPS_TEXTS, ADMIN_REASON_MAX } from '@bangyan/contract';
import type { ReactNode } from 'react';
import { useSubmit } from './useSubmit.ts';

/**
 * A change that needs the operator's reason (disabling a user, a refund, a rejection): what it does, the reason box,
 * and the button that sends it; a refusal is shown in the dialog, which stays open.
 */
export function ReasonDialog({
  title,
  okText,
  danger,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  children?: ReactNode;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const { pending, submit: send, fail, holder } = useSubmit();
  const submit = () => (reason.trim() === '' ? fail(ADMIN_OPS_TEXTS.reason) : send(() => onSubmit(reason.trim())));
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {holder}
      {children}
      <Input.TextArea
        aria-label="原因"
        rows={3}
        maxLength={ADMIN_REASON_MAX}
        showCount
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="请填写原因（会记录在操作日志中）"
      />
    </Modal>
  );
}
