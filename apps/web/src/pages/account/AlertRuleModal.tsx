import type { ReactNode } from 'react';
import { Modal } from 'antd';
import type { AlertChannel, Envelope } from '@bangyan/contract';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { AlertChannelsField } from './AlertChannelsField.tsx';
import styles from './AlertDialogs.module.css';

/**
 * The frame of both alert dialogs (提醒设置, 关键词提醒): the title, a lead, what the rule asks for (`children`), the push
 * channels, and 保存, which sends `save` (a refusal shown as its envelope says) and on success says `saved`, runs
 * `refresh` and closes.
 */
export function AlertRuleModal({
  title,
  lead,
  channels,
  onChannels,
  save,
  saved,
  refresh,
  onClose,
  children,
}: {
  title: string;
  lead: string;
  channels: readonly AlertChannel[];
  onChannels: (channels: AlertChannel[]) => void;
  save: () => Promise<Envelope<unknown>>;
  saved: string;
  refresh: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { run, pending, holder, message } = useEnvelopeAction();
  const submit = () =>
    run('save', save, async () => {
      void message.success(saved);
      await refresh();
      onClose();
    });
  return (
    <Modal
      open
      title={title}
      width={500}
      okText="保存"
      cancelText="取消"
      confirmLoading={pending !== null}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {holder}
      <p className={styles.lead}>{lead}</p>
      {children}
      <AlertChannelsField value={channels} onChange={onChannels} />
    </Modal>
  );
}
