import { useState } from 'react';
import { Checkbox, Select } from 'antd';
import { KEYWORD_ALERT_CHANGES, type AlertChannel } from '@bangyan/contract';
import { saveKeywordAlertRule, useRefreshWatched } from '../../api/apps.ts';
import { AlertRuleModal } from './AlertRuleModal.tsx';
import styles from './AlertDialogs.module.css';

/** A keyword alert rule as the dialog edits it (minChange 0 and no top-10 exit: off). */
export interface KeywordAlertValue {
  minChange: number;
  top10Exit: boolean;
  channels: AlertChannel[];
}

/** What a rule asks for, each part by name: '排名变化≥5名', '跌出前10'. */
export const keywordRuleParts = (r: Omit<KeywordAlertValue, 'channels'>): string[] => [
  ...(r.minChange > 0 ? [`排名变化≥${r.minChange}名`] : []),
  ...(r.top10Exit ? ['跌出前10'] : []),
];

/**
 * 关键词提醒 of an app whose keywords the user watches (issue 22): told when the app's rank for a watched keyword moves
 * by at least N places between two keyword collections, or leaves the top 10; one alert per collection lists them.
 */
export function KeywordAlertDialog({
  app,
  rule,
  onClose,
}: {
  app: { appId: string; country: string; trackName: string };
  rule: KeywordAlertValue;
  onClose: () => void;
}) {
  const [minChange, setMinChange] = useState(rule.minChange);
  const [top10Exit, setTop10Exit] = useState(rule.top10Exit);
  const [channels, setChannels] = useState<AlertChannel[]>(rule.channels);
  const refresh = useRefreshWatched();
  return (
    <AlertRuleModal
      title={`关键词提醒 · ${app.trackName}`}
      lead="每次采集关键词排名后，监控的关键词有以下变化时，一条提醒列出这些关键词，送达消息中心并推送到所选渠道。"
      channels={channels}
      onChannels={setChannels}
      save={() => saveKeywordAlertRule(app, { minChange, top10Exit, channels })}
      saved={minChange === 0 && !top10Exit ? '已关闭关键词提醒' : '关键词提醒已开启'}
      refresh={refresh}
      onClose={onClose}
    >
      <div className={styles.kinds}>
        <div className={styles.row}>
          <span>排名变化达到</span>
          <Select
            className={styles.selectWide}
            value={minChange}
            onChange={setMinChange}
            options={KEYWORD_ALERT_CHANGES.map((n) => ({ value: n, label: n === 0 ? '不提醒' : `${n} 名及以上` }))}
            aria-label="排名变化幅度"
            data-testid="keyword-alert-change"
          />
          <span className={styles.hint}>上升或下降均提醒；进入或跌出搜索结果也算变化</span>
        </div>
        <Checkbox
          checked={top10Exit}
          onChange={(e) => setTop10Exit(e.target.checked)}
          data-testid="keyword-alert-top10"
        >
          <strong>跌出前10</strong>
          <span className={styles.hint}>关键词排名从前10名跌到10名以后（或跌出搜索结果）时提醒</span>
        </Checkbox>
      </div>
    </AlertRuleModal>
  );
}
