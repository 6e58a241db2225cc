import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Input, Popconfirm, Table, type TableColumnsType } from 'antd';
import { DEFAULT_COUNTRY, engineDay, findCountry, type SavedKeywordDeep } from '@bangyan/contract';
import { useSavedKeywordsDeepQuery, useSaveKeyword } from '../../api/keyword.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { AppIcon } from '../../components/AppIcon.tsx';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { DiffCell } from '../../components/data/RankCell.tsx';
import { searchPath } from '../../components/search/searchTargets.ts';
import { iosAppPath } from '../../lib/appPaths.ts';
import { AccountPanel } from './AccountPanel.tsx';
import styles from './MyKeywords.module.css';

const keywordPage = (k: SavedKeywordDeep) => searchPath({ platform: 'ios', country: k.country, market: '' }, k.keyword);

/**
 * /user/keywords (我的关键词): the saved search keywords, newest first, with the latest day's heat and result count and
 * their change against the day before, the first three apps of the results, and a way to save another or remove one;
 * the keyword pages' 保存关键词 button reads the same list.
 */
export function MyKeywordsPage() {
  const saved = useSavedKeywordsDeepQuery();
  const save = useSaveKeyword();
  const { run, pending, holder, message } = useEnvelopeAction();
  const [fresh, setFresh] = useState('');

  const add = () => {
    const keyword = fresh.trim();
    if (keyword === '') return;
    void run(
      'add',
      () => save(keyword, DEFAULT_COUNTRY, true),
      (data) => {
        setFresh('');
        void message.success(`已保存（${data.follow}/${data.limit}）`);
      },
    );
  };
  const remove = (k: SavedKeywordDeep) =>
    run(
      `remove ${k.country} ${k.keyword}`,
      () => save(k.keyword, k.country, false),
      () => message.success('已移除'),
    );

  const columns: TableColumnsType<SavedKeywordDeep> = [
    {
      title: '关键词',
      key: 'keyword',
      width: 150,
      render: (_, k) => (
        <Link className={styles.keyword} to={keywordPage(k)}>
          {k.keyword}
        </Link>
      ),
    },
    { title: '地区', key: 'country', width: 80, render: (_, k) => findCountry(k.country)?.text ?? k.country },
    {
      title: '热度',
      key: 'heat',
      width: 110,
      render: (_, k) => <DiffCell value={k.heat} diff={k.heatChange ?? 0} />,
    },
    {
      title: '搜索结果数',
      key: 'results',
      width: 120,
      render: (_, k) => <DiffCell value={k.resultCount} diff={k.resultCountChange ?? 0} />,
    },
    {
      title: '排名前三的应用',
      key: 'top',
      render: (_, k) =>
        k.topApps.length === 0 ? (
          <span className={styles.muted}>{k.collected ? '暂无结果' : '暂未收录该关键词'}</span>
        ) : (
          <span className={styles.topApps}>
            {k.topApps.map((a) => (
              <Link key={a.appId} to={iosAppPath(a.appId, k.country)} title={a.trackName} className={styles.topApp}>
                <AppIcon src={a.artworkUrl60} name={a.trackName} appId={a.appId} size={28} />
                <span>{a.trackName}</span>
              </Link>
            ))}
          </span>
        ),
    },
    { title: '保存时间', dataIndex: 'savedAt', key: 'savedAt', width: 150 },
    {
      title: '操作',
      key: 'actions',
      width: 72,
      render: (_, k) => (
        <Popconfirm title={`移除关键词「${k.keyword}」？`} okText="移除" cancelText="取消" onConfirm={() => remove(k)}>
          <Button type="link" size="small" danger loading={pending === `remove ${k.country} ${k.keyword}`}>
            移除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const data = saved.data;
  const extra = data && (
    <span className={styles.head}>
      <span className={styles.quota} data-testid="keyword-quota">{`已保存 ${data.follow}/${data.limit}`}</span>
      <Input.Search
        className={styles.add}
        value={fresh}
        maxLength={100}
        placeholder="输入关键词保存（中国区）"
        enterButton="保存"
        loading={pending === 'add'}
        onChange={(e) => setFresh(e.target.value)}
        onSearch={add}
        data-testid="keyword-add"
      />
    </span>
  );

  return (
    <AccountPanel title="我的关键词" extra={extra} testId="account-keywords">
      {holder}
      {data?.date && (
        <p
          className={styles.note}
        >{`数据日期：${engineDay(data.date)}，变化为较前一日；点击关键词查看搜索结果与趋势。`}</p>
      )}
      {saved.isError ? (
        <LoadFailure error={saved.error} onRetry={() => void saved.refetch()} />
      ) : (
        <Table<SavedKeywordDeep>
          rowKey={(k) => `${k.country} ${k.keyword}`}
          dataSource={data?.list ?? []}
          columns={columns}
          loading={saved.isPending}
          pagination={false}
          size="middle"
          locale={emptyLocale(
            saved.isPending,
            '还没有保存的关键词：在关键词搜索页点击「保存关键词」，或在上方输入保存',
          )}
          data-testid="saved-keywords"
        />
      )}
    </AccountPanel>
  );
}
