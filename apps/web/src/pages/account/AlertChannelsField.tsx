import { Link } from 'react-router';
import { Checkbox } from 'antd';
import { ACCOUNT_ALERTS_PATH, ALERT_CHANNEL_LABELS, ALERT_CHANNELS, type AlertChannel } from '@bangyan/contract';
import styles from './AlertDialogs.module.css';

/** Channels by name, joined with 、; none: 仅消息中心 (the message centre always has the alerts). */
export const channelNames = (channels: readonly AlertChannel[]): string =>
  channels.length > 0 ? channels.map((c) => ALERT_CHANNEL_LABELS[c]).join('、') : '仅消息中心';

/**
 * The channels an alert rule's alerts are pushed on besides the message centre, which always has them: 邮件, Webhook,
 * 微信公众号 (each reached only when the user has turned it on and bound it in 提醒设置, ACCOUNT_ALERTS_PATH).
 */
export function AlertChannelsField({
  value,
  onChange,
}: {
  value: readonly AlertChannel[];
  onChange: (channels: AlertChannel[]) => void;
}) {
  return (
    <div className={styles.section}>
      <div className={styles.sectionTitle}>推送渠道</div>
      <Checkbox.Group
        value={[...value]}
        onChange={(picked) => onChange(ALERT_CHANNELS.filter((c) => picked.includes(c)))}
        options={ALERT_CHANNELS.map((c) => ({ value: c, label: ALERT_CHANNEL_LABELS[c] }))}
        data-testid="alert-channels"
      />
      <span className={styles.hint}>
        消息中心始终收到提醒；仅推送到在<Link to={ACCOUNT_ALERTS_PATH}>提醒设置</Link>中已开启的渠道。
      </span>
    </div>
  );
}
