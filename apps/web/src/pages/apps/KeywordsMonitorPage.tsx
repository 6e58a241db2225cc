import { useMemo, useState } from 'react';
import { Button, Input, Popconfirm, Segmented, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatNumber, KEYWORD_WATCH_SPANS, NO_VALUE, type WatchedKeyword } from '@bangyan/contract';
import {
  changeWatchedKeyword,
  useRefreshWatched,
  useWatchedKeywordsQuery,
  useWatchedRanksQuery,
} from '../../api/apps.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { useUserInfo } from '../../api/user.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { RankChange } from '../../components/RankChange.tsx';
import { searchPath } from '../../components/search/searchTargets.ts';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { dailyRankOption } from '../../components/charts/RankLinesBox.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

type Span = (typeof KEYWORD_WATCH_SPANS)[number];
const PARAMS = { ...APP_PARAMS, days: intParam(7, (n) => (KEYWORD_WATCH_SPANS as readonly number[]).includes(n)) };

/**
 * keywordsmonitor (pages.md): the keywords a user watches for the app in this storefront (the
 * tier's per-app quota), with the app's rank for each now against 24 h earlier and day by day over
 * 7, 30 or 90 days; a visitor is asked to log in.
 */
export function KeywordsMonitorPage() {
  const [v, set] = useUrlParams(PARAMS);
  const { data: user } = useUserInfo();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="关键词监控"
      testId="app-keywords-monitor-page"
    >
      {() =>
        user ? (
          <Watched appId={v.appId} country={v.country} days={v.days as Span} onDays={(days) => set({ days })} />
        ) : (
          <DataBlock title="关键词监控" testId="watch-login">
            <p className={styles.state}>
              登录后可监控该应用在所选关键词下的排名变化。
              <Button type="link" onClick={() => openLoginPopup()} data-testid="watch-login-button">
                登录
              </Button>
            </p>
          </DataBlock>
        )
      }
    </AppFrame>
  );
}

function Watched({
  appId,
  country,
  days,
  onDays,
}: {
  appId: string;
  country: string;
  days: Span;
  onDays: (days: Span) => void;
}) {
  const list = useViewAnswer(useWatchedKeywordsQuery({ appId, country }));
  const ranks = useViewAnswer(useWatchedRanksQuery({ appId, country, days }));
  const refresh = useRefreshWatched();
  const { run, pending, holder } = useEnvelopeAction();
  const [text, setText] = useState('');
  const change = (keyword: string, on: boolean) =>
    run(
      keyword,
      () => changeWatchedKeyword({ appId, country, keyword, isMonitor: on ? '1' : '-1' }),
      async () => {
        if (on) setText('');
        await refresh();
      },
    );

  const columns: TableColumnsType<WatchedKeyword> = [
    {
      key: 'keyword',
      title: '关键词',
      render: (_, k) => <Link to={searchPath({ platform: 'ios', country, market: '' }, k.keyword)}>{k.keyword}</Link>,
    },
    {
      key: 'rank',
      title: '当前排名',
      width: 100,
      align: 'center',
      render: (_, k) => <span data-testid="watch-rank">{k.rank ?? '未进入前200'}</span>,
    },
    {
      key: 'change',
      title: '24小时变化',
      width: 110,
      align: 'center',
      render: (_, k) => <RankChange change={k.change} preRank={k.previousRank} />,
    },
    { key: 'heat', title: '热度', width: 90, align: 'right', render: (_, k) => (k.heat === null ? NO_VALUE : k.heat) },
    { key: 'results', title: '结果数', width: 100, align: 'right', render: (_, k) => formatNumber(k.resultCount) },
    { key: 'added', title: '添加时间', width: 160, render: (_, k) => k.addedAt },
    {
      key: 'action',
      title: '操作',
      width: 100,
      render: (_, k) => (
        <Popconfirm
          title={`确定取消监控「${k.keyword}」？`}
          okText="取消监控"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => void change(k.keyword, false)}
        >
          <Button size="small" danger loading={pending === k.keyword} data-testid="watch-remove">
            取消监控
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const data = ranks.data;
  const option = useMemo(
    () =>
      data && data.series.length > 0
        ? dailyRankOption(
            data.days,
            data.series.map((s) => ({ name: s.keyword, ranks: s.ranks })),
          )
        : null,
    [data],
  );

  const count = list.data?.count ?? 0;
  return (
    <>
      {holder}
      <DataBlock
        title={`监控的关键词（${count}/${list.data?.limit ?? NO_VALUE}）`}
        extra={
          <span className={styles.headActions}>
            <Input
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => text.trim() && void change(text.trim(), true)}
              placeholder="输入要监控的关键词"
              maxLength={100}
              style={{ width: 220 }}
              data-testid="watch-input"
            />
            <Button
              type="primary"
              disabled={text.trim() === ''}
              loading={pending === text.trim() && text.trim() !== ''}
              onClick={() => void change(text.trim(), true)}
              data-testid="watch-add"
            >
              添加监控
            </Button>
          </span>
        }
        testId="watch-list"
      >
        <ViewTable<WatchedKeyword>
          answer={list}
          rows={list.data?.list ?? []}
          columns={columns}
          rowKey="keywordId"
          rowTestId="watch-row"
          empty="还没有监控关键词，输入关键词添加"
          pageSize={false}
        />
      </DataBlock>
      <DataBlock
        title="每日排名"
        extra={
          <Segmented<Span>
            value={days}
            onChange={onDays}
            options={KEYWORD_WATCH_SPANS.map((n) => ({ value: n, label: `${n}天` }))}
            data-testid="watch-days"
          />
        }
        testId="watch-chart-block"
      >
        <p className={styles.note}>每天取当天结束时（今天为当前）的搜索结果；断开处表示当天未进入前200名。</p>
        <ChartBox
          option={option}
          height={320}
          loading={ranks.loading}
          error={ranks.error}
          empty={option === null}
          testId="watch-chart"
        />
      </DataBlock>
    </>
  );
}
