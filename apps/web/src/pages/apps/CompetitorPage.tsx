import { Button, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { DataOf, competitorList, TopKeyword } from '@bangyan/contract';
import { useKeywordTopBatchQuery } from '../../api/appCoverage.ts';
import { changeCompetitor, useCompetitorCountQuery, useRefreshCompetitors } from '../../api/apps.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { useUserInfo } from '../../api/user.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import { AppCell } from '../../components/apps/AppCell.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { competitorListQuery } from './appQueries.ts';
import styles from '../../components/appDetail/AppDetail.module.css';

type Answer = DataOf<typeof competitorList>;
type Chosen = Answer['list'][number];
type Suggested = Answer['suggestions'][number];

/** An app's 3 hottest core keywords (keywordcover/topBatch), each linking to its search page, with its rank. */
function TopKeywordsCell({ keywords, country }: { keywords: readonly TopKeyword[] | undefined; country: string }) {
  if (keywords === undefined) return null;
  if (keywords.length === 0) return <span className={styles.muted}>暂无排名前十的关键词</span>;
  return (
    <span className={styles.topKeywords} data-testid="competitor-top-keywords">
      {keywords.map((k) => (
        <span key={k.keywordId}>
          <KeywordLink keyword={k.keyword} country={country} />
          <span className={styles.muted}>（第{k.rank}名）</span>
        </span>
      ))}
    </span>
  );
}

/**
 * competitor (pages.md): the user's competitors of the app in this storefront (remove), and
 * suggestions from its genre's charts (add), each with its core keywords; a visitor is asked to log
 * in to keep a set.
 */
export function CompetitorPage() {
  const [v, set] = useUrlParams(APP_PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="竞品"
      testId="app-competitor-page"
    >
      {() => <Competitors appId={v.appId} country={v.country} />}
    </AppFrame>
  );
}

function Competitors({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(competitorListQuery.useQuery({ appId, country }));
  const { data: user } = useUserInfo();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const refresh = useRefreshCompetitors();
  const { run, pending, holder } = useEnvelopeAction();
  // The count needs a login: a visitor is not asked.
  const count = useCompetitorCountQuery({ appId, country }, !!user).data;
  const list = answer.data?.list ?? [];
  // Every shown app's core keywords in one request.
  const shown = [...list, ...(answer.data?.suggestions ?? [])].map((a) => a.appId);
  const tops = useKeywordTopBatchQuery({ appIds: shown.join(','), country }, shown.length > 0);
  const topOf = new Map(tops.data?.list.map((a) => [a.appId, a.keywords]));
  const topColumn = {
    key: 'top',
    title: '核心关键词',
    render: (_: unknown, a: { appId: string }) => <TopKeywordsCell keywords={topOf.get(a.appId)} country={country} />,
  };

  const change = (add: boolean, competitorId: string) =>
    user ? run(competitorId, () => changeCompetitor(add, { appId, country, competitorId }), refresh) : openLoginPopup();

  const chosenColumns: TableColumnsType<Chosen> = [
    { key: 'app', title: '应用', render: (_, a) => <AppCell app={a} country={country} /> },
    { key: 'genre', title: '分类', width: 120, render: (_, a) => a.genreName },
    topColumn,
    { key: 'added', title: '添加时间', width: 170, render: (_, a) => a.addedAt },
    {
      key: 'action',
      title: '操作',
      width: 100,
      render: (_, a) => (
        <Button
          size="small"
          danger
          loading={pending === a.appId}
          onClick={() => void change(false, a.appId)}
          data-testid="competitor-remove"
        >
          移除
        </Button>
      ),
    },
  ];
  const suggestedColumns: TableColumnsType<Suggested> = [
    { key: 'app', title: '应用', render: (_, a) => <AppCell app={a} country={country} /> },
    { key: 'reason', title: '推荐理由', width: 200, render: (_, a) => a.reason },
    topColumn,
    {
      key: 'action',
      title: '操作',
      width: 100,
      render: (_, a) => (
        <Button
          size="small"
          type="primary"
          ghost
          loading={pending === a.appId}
          onClick={() => void change(true, a.appId)}
          data-testid="competitor-add"
        >
          添加
        </Button>
      ),
    },
  ];

  return (
    <>
      {holder}
      <DataBlock
        title="我的竞品"
        extra={
          <span className={styles.headActions}>
            {count && (
              <span data-testid="competitor-count">
                已添加 {count.count}/{count.limit}
              </span>
            )}
            <Link
              to={`/new/apps/competitorInfo?${new URLSearchParams({ appId, country })}`}
              data-testid="to-competitor-info"
            >
              竞品对比
            </Link>
          </span>
        }
        testId="competitor-list"
      >
        {user ? (
          <ViewTable<Chosen>
            answer={answer}
            rows={list}
            columns={chosenColumns}
            rowKey="appId"
            rowTestId="competitor-row"
            empty="还没有添加竞品，可从下方推荐中添加"
            pageSize={false}
          />
        ) : (
          <p className={styles.state}>
            登录后可添加并保存竞品。
            <Button type="link" onClick={() => openLoginPopup()} data-testid="competitor-login">
              登录
            </Button>
          </p>
        )}
      </DataBlock>
      <DataBlock title="推荐竞品" testId="competitor-suggestions">
        <p className={styles.note}>与该应用在同分类免费榜、畅销榜上排名相邻的应用（不在榜时为榜单前列）。</p>
        <ViewTable<Suggested>
          answer={answer}
          rows={answer.data?.suggestions ?? []}
          columns={suggestedColumns}
          rowKey="appId"
          rowTestId="suggestion-row"
          empty="暂无推荐竞品"
          pageSize={false}
        />
      </DataBlock>
    </>
  );
}
