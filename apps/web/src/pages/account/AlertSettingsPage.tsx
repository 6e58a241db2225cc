import { useState, type ReactNode } from 'react';
import { Alert, Button, Select, Skeleton, Switch } from 'antd';
import { ALERT_SETTING_TEXTS, type AlertSettings } from '@bangyan/contract';
import { useAlertSettingsQuery, useSaveAlertSettings } from '../../api/alerts.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { useUserInfo } from '../../api/user.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { AccountSection } from './AccountSection.tsx';
import { AlertChannels } from './AlertChannels.tsx';
import { AlertDeliveries } from './AlertDeliveries.tsx';
import { draftOf, pushTimes, saveBody, type AlertDraft } from './alertDraft.ts';
import styles from './Alerts.module.css';

function Row({ label, control, note }: { label: string; control: ReactNode; note: string }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      <span>{control}</span>
      <span className={styles.rowNote}>{note}</span>
    </div>
  );
}

type Flag = 'digest' | 'instant' | 'paused';

/** /user/alerts: when and how alerts leave the platform (issue 22), and how the latest ones went. */
export function AlertSettingsPage() {
  const { data: user } = useUserInfo();
  return (
    <AccountPanel title="提醒设置" testId="account-alerts">
      {user && <AlertSettingsSections uid={user.uid} />}
    </AccountPanel>
  );
}

function AlertSettingsSections({ uid }: { uid: number }) {
  const settings = useAlertSettingsQuery(uid);
  if (settings.isError) return <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <SettingsForm uid={uid} settings={settings.data} />
      <AccountSection title="发送记录" testId="alert-deliveries-section">
        <AlertDeliveries uid={uid} />
      </AccountSection>
    </>
  );
}

/** The push settings and the channels, edited here and saved together. */
function SettingsForm({ uid, settings }: { uid: number; settings: AlertSettings }) {
  const [draft, setDraft] = useState<AlertDraft>(() => draftOf(settings));
  const change = (patch: Partial<AlertDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useSaveAlertSettings(uid);
  const { run, pending, holder, message } = useEnvelopeAction();
  const flag = (name: Flag) => (
    <Switch
      checked={draft[name]}
      onChange={(on) => change({ [name]: on })}
      checkedChildren="开"
      unCheckedChildren="关"
    />
  );
  const onSave = () =>
    run(
      'save',
      () => save(saveBody(draft)),
      (saved) => {
        setDraft(draftOf(saved));
        void message.success(ALERT_SETTING_TEXTS.saved);
      },
    );

  return (
    <>
      {holder}
      {settings.paused && (
        <Alert
          className={styles.paused}
          type="warning"
          showIcon
          message="已暂停全部推送：提醒只记录在消息中心，不会发送到下方的渠道"
        />
      )}
      <AccountSection title="推送方式" testId="alert-push">
        <div className={styles.rows}>
          <Row
            label="推送时间"
            control={
              <Select
                value={draft.pushTime}
                options={pushTimes(settings.pushTime).map((t) => ({ value: t, label: t }))}
                onChange={(pushTime) => change({ pushTime })}
                style={{ width: 110 }}
                virtual={false}
                aria-label="推送时间"
                data-testid="push-time"
              />
            }
            note="每天的这个时间（北京时间）发送每日摘要"
          />
          <Row
            label="每日摘要"
            control={flag('digest')}
            note="在推送时间汇总发送过去一天的提醒，以及已订阅关键词的变化"
          />
          <Row label="即时提醒" control={flag('instant')} note="数据采集发现变化后，几分钟内即发送提醒" />
          <Row label="暂停全部推送" control={flag('paused')} note="暂停期间不向任何渠道发送，消息中心仍记录全部提醒" />
        </div>
      </AccountSection>
      <AccountSection title="推送渠道" testId="alert-channels">
        <AlertChannels draft={draft} settings={settings} onChange={change} />
        <div className={styles.saveBar}>
          <Button type="primary" size="large" onClick={() => void onSave()} loading={pending === 'save'}>
            保存
          </Button>
          <span className={styles.saveNote}>
            {`每个渠道每天最多发送 ${settings.dailyCap} 条提醒，超出的仍可在消息中心查看`}
          </span>
        </div>
      </AccountSection>
    </>
  );
}
