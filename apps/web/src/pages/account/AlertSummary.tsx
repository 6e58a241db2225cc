import { Link } from 'react-router';
import { Button, Popconfirm, Tag } from 'antd';
import { ACCOUNT_ALERTS_PATH, ALERT_CHANNELS } from '@bangyan/contract';
import { useAlertSettingsQuery, useSaveAlertSettings } from '../../api/alerts.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { channelNames } from './AlertChannelsField.tsx';
import { draftOf, saveBody } from './alertDraft.ts';
import styles from './Alerts.module.css';

/**
 * 我的订阅's line on how the reports arrive: the push time, the channels on, whether paused; 暂停推送 / 恢复推送 after
 * confirming (the other settings saved as they are), and the way to 提醒设置.
 */
export function AlertSummary({ uid }: { uid: number }) {
  const settings = useAlertSettingsQuery(uid);
  const save = useSaveAlertSettings(uid);
  const { run, pending, holder, message } = useEnvelopeAction();
  if (settings.isError) return <LoadFailure error={settings.error} testId="alert-summary-error" />;
  const s = settings.data;
  if (!s) return null;
  const toggle = () =>
    run(
      'pause',
      () => save(saveBody({ ...draftOf(s), paused: !s.paused })),
      (saved) => void message.success(saved.paused ? '已暂停推送' : '已恢复推送'),
    );
  return (
    <div className={styles.summary} data-testid="alert-summary">
      {holder}
      <span>
        {s.digest ? (
          <>
            每日摘要 <strong>{`每天 ${s.pushTime}`}</strong>（北京时间）
          </>
        ) : (
          '每日摘要已关闭'
        )}
      </span>
      <span>
        推送渠道 <strong>{channelNames(ALERT_CHANNELS.filter((c) => s[c].on))}</strong>
      </span>
      {s.paused && <Tag color="warning">已暂停推送</Tag>}
      <span className={styles.summaryActions}>
        <Link to={ACCOUNT_ALERTS_PATH}>修改提醒设置</Link>
        <Popconfirm
          title={s.paused ? '恢复推送？' : '暂停全部推送？'}
          description={
            s.paused ? '提醒将重新发送到已开启的渠道。' : '暂停期间不向任何渠道发送，消息中心仍记录全部提醒。'
          }
          okText={s.paused ? '恢复推送' : '暂停推送'}
          cancelText="取消"
          onConfirm={() => void toggle()}
        >
          <Button size="small" loading={pending === 'pause'}>
            {s.paused ? '恢复推送' : '暂停推送'}
          </Button>
        </Popconfirm>
      </span>
    </div>
  );
}
