import { useState } from 'react';
import { Checkbox, Select } from 'antd';
import { ALERT_KINDS, ALERT_RANK_TOPS, type AlertChannel, type AlertKind } from '@bangyan/contract';
import { saveAlertRule, useRefreshFollows } from '../../api/follow.ts';
import { AlertRuleModal } from './AlertRuleModal.tsx';
import { alertKindName, type FollowAlertRule } from './followsExport.ts';
import styles from './AlertDialogs.module.css';

/** What each kind means, under its box ('rank' with its N). */
const HINTS: Record<AlertKind, (top: number) => string> = {
  offline: () => '应用从 App Store 下架时提醒',
  online: () => '下架的应用重新上架时提醒',
  'clear-chart': () => '应用在架却从免费、付费或畅销总榜消失时提醒',
  'clear-words': () => '应用的关键词覆盖数骤降（清词）时提醒',
  version: () => '应用发布新版本时提醒',
  rank: (top) => `应用进入或跌出所在分类的免费（付费）榜、畅销榜前 ${top} 名时提醒`,
  rating: () => '当前版本的评分（已采集评论的平均星级）较前一日下降 0.1 及以上时提醒',
  featured: () => '应用登上 App Store 的 Today 推荐（编辑推荐、新品推荐）时提醒',
};

/**
 * 提醒设置 of a followed iOS app (issue 22): the kinds of events the user is told of in the message centre, moments
 * after the collection that finds them, the rank kind's N, and the channels they are pushed on; no kind turns its
 * alerts off.
 */
export function AlertDialog({ app, onClose }: { app: FollowAlertRule; onClose: () => void }) {
  const [kinds, setKinds] = useState<AlertKind[]>([...app.alertKinds]);
  const [rankTop, setRankTop] = useState(app.alertRankTop);
  const [channels, setChannels] = useState<AlertChannel[]>([...app.alertChannels]);
  const refresh = useRefreshFollows();
  return (
    <AlertRuleModal
      title={`提醒设置 · ${app.trackName}`}
      lead="发生以下变化时，提醒将在数据更新后送达消息中心，并推送到所选渠道。"
      channels={channels}
      onChannels={setChannels}
      save={() =>
        saveAlertRule({ appId: app.trackId, market: app.market, country: app.country }, { kinds, channels, rankTop })
      }
      saved={kinds.length === 0 ? '已关闭提醒' : '提醒已开启'}
      refresh={refresh}
      onClose={onClose}
    >
      <Checkbox.Group
        className={styles.kinds}
        value={kinds}
        onChange={(values) => setKinds(ALERT_KINDS.filter((k) => values.includes(k)))}
        data-testid="alert-kinds"
      >
        {ALERT_KINDS.map((kind) => (
          <div key={kind} className={styles.kind}>
            <Checkbox value={kind}>
              <strong>{alertKindName(kind, rankTop)}</strong>
              <span className={styles.hint}>{HINTS[kind](rankTop)}</span>
            </Checkbox>
            {kind === 'rank' && (
              <Select
                className={styles.select}
                size="small"
                value={rankTop}
                onChange={setRankTop}
                options={ALERT_RANK_TOPS.map((n) => ({ value: n, label: `前 ${n} 名` }))}
                aria-label="排名阈值"
                data-testid="alert-rank-top"
              />
            )}
          </div>
        ))}
      </Checkbox.Group>
    </AlertRuleModal>
  );
}
