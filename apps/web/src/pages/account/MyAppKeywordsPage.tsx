import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Table, type TableColumnsType } from 'antd';
import { BellFilled, BellOutlined } from '@ant-design/icons';
import { ALERT_CHANNELS, formatNumber, type WatchedApp, type WatchedKeyword } from '@bangyan/contract';
import { useKeywordAlertRulesQuery, useWatchedAppsQuery } from '../../api/apps.ts';
import { RankAppCell } from '../../components/apps/RankAppCell.tsx';
import { DATA_TEXTS, LoadFailure } from '../../components/data/DataState.tsx';
import { RankCell } from '../../components/data/RankCell.tsx';
import { iosAppPath, keywordMonitorPath } from '../../lib/appPaths.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { KeywordAlertDialog, keywordRuleParts, type KeywordAlertValue } from './KeywordAlertDialog.tsx';
import styles from './MyKeywords.module.css';

const COLUMNS: TableColumnsType<WatchedKeyword> = [
  { title: '关键词', dataIndex: 'keyword', key: 'keyword', render: (k: string) => <strong>{k}</strong> },
  {
    title: '当前排名',
    key: 'rank',
    width: 130,
    render: (_, k) => <RankCell rank={k.rank} change={k.change} />,
  },
  { title: '热度', key: 'heat', width: 110, render: (_, k) => formatNumber(k.heat) },
  { title: '搜索结果数', key: 'results', width: 120, render: (_, k) => formatNumber(k.resultCount) },
  { title: '添加时间', dataIndex: 'addedAt', key: 'addedAt', width: 160 },
];

/**
 * /user/appKeywords (应用关键词): every app the user watches keywords of, the latest first, each with its keywords' rank
 * now and its change against 24 h earlier, and its 关键词提醒; the app's keyword monitor page adds, removes and charts
 * them.
 */
export function MyAppKeywordsPage() {
  const apps = useWatchedAppsQuery({});
  const rules = useKeywordAlertRulesQuery({});
  const [alerting, setAlerting] = useState<WatchedApp | null>(null);
  const list = apps.data?.list ?? [];
  const ruleOf = (app: WatchedApp): KeywordAlertValue | undefined =>
    rules.data?.list.find((r) => r.appId === app.appId && r.country === app.country);
  return (
    <AccountPanel title="应用关键词" testId="account-app-keywords">
      <p className={styles.note}>排名为应用在该关键词搜索结果中的位置，变化较24小时前。</p>
      {apps.isError ? (
        <LoadFailure error={apps.error} onRetry={() => void apps.refetch()} />
      ) : apps.isPending ? (
        <div className={styles.muted}>{DATA_TEXTS.loading}</div>
      ) : list.length === 0 ? (
        <div className={styles.empty}>还没有监控关键词的应用：在应用的「关键词监控」页添加关键词</div>
      ) : (
        list.map((app) => (
          <section key={`${app.country} ${app.appId}`} className={styles.appBlock} data-testid="watched-app">
            <header className={styles.appHead}>
              <RankAppCell
                to={iosAppPath(app.appId, app.country)}
                appId={app.appId}
                name={app.trackName}
                iconUrl={app.artworkUrl60}
                developerName={app.sellerName}
              />
              <span className={styles.quota}>{`监控 ${app.keywords.length}/${app.limit} 个关键词`}</span>
              <KeywordAlertButton rule={ruleOf(app)} onClick={() => setAlerting(app)} />
              <Link to={keywordMonitorPath(app.appId, app.country)}>管理关键词</Link>
            </header>
            <Table<WatchedKeyword>
              className={styles.table}
              rowKey="keywordId"
              dataSource={app.keywords}
              columns={COLUMNS}
              pagination={false}
              size="small"
            />
          </section>
        ))
      )}
      {alerting && (
        <KeywordAlertDialog
          app={alerting}
          rule={ruleOf(alerting) ?? { minChange: 0, top10Exit: false, channels: [...ALERT_CHANNELS] }}
          onClose={() => setAlerting(null)}
        />
      )}
    </AccountPanel>
  );
}

/** The app's 关键词提醒: what its rule asks for, or 未开启; opens the dialog. */
function KeywordAlertButton({ rule, onClick }: { rule: KeywordAlertValue | undefined; onClick: () => void }) {
  return (
    <Button
      size="small"
      type={rule ? 'link' : 'text'}
      icon={rule ? <BellFilled /> : <BellOutlined />}
      onClick={onClick}
      data-testid="keyword-alert"
    >
      {rule ? `关键词提醒：${keywordRuleParts(rule).join('、')}` : '关键词提醒：未开启'}
    </Button>
  );
}
