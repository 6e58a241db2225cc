import { useState } from 'react';
import { Checkbox, Modal } from 'antd';
import { ALERT_KIND_LABELS, ALERT_KINDS, type AlertKind } from '@bangyan/contract';
import { saveAlertRule, useRefreshFollows } from '../../api/follow.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import type { GroupedFollow } from './followsCsv.ts';
import styles from './MyApps.module.css';

/** What each kind means, under its box. */
const HINTS: Record<AlertKind, string> = {
  offline: '应用从 App Store 下架时提醒',
  online: '下架的应用重新上架时提醒',
  'clear-chart': '应用在架却从免费、付费或畅销总榜消失时提醒',
  'clear-words': '应用的关键词覆盖数骤降（清词）时提醒',
};

/**
 * 提醒设置 of a followed iOS app: the kinds of the engine's events the user is told of in the message centre, moments
 * after the collection that finds them (issue 22); none turns its alerts off.
 */
export function AlertDialog({
  app,
  kinds,
  onClose,
}: {
  app: GroupedFollow;
  kinds: readonly AlertKind[];
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<AlertKind[]>([...kinds]);
  const refresh = useRefreshFollows();
  const { run, pending, holder, message } = useEnvelopeAction();
  const save = () =>
    run(
      'save',
      () => saveAlertRule({ appId: app.trackId, market: app.market, country: app.country }, picked),
      async () => {
        void message.success(picked.length === 0 ? '已关闭提醒' : '提醒已开启');
        await refresh();
        onClose();
      },
    );
  return (
    <Modal
      open
      title={`提醒设置 · ${app.trackName}`}
      width={460}
      okText="保存"
      cancelText="取消"
      confirmLoading={pending !== null}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {holder}
      <p className={styles.groupHint}>发生以下变化时，提醒将在数据更新后送达消息中心。</p>
      <Checkbox.Group
        className={styles.alertKinds}
        value={picked}
        onChange={(values) => setPicked(ALERT_KINDS.filter((k) => values.includes(k)))}
        data-testid="alert-kinds"
      >
        {ALERT_KINDS.map((kind) => (
          <Checkbox key={kind} value={kind}>
            <strong>{ALERT_KIND_LABELS[kind]}</strong>
            <span className={styles.alertHint}>{HINTS[kind]}</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Modal>
  );
}
