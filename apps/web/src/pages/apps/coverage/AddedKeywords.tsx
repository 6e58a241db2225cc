import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatNumber, NO_VALUE, type AddedAsoKeyword } from '@bangyan/contract';
import { useAsoKeywordLimitQuery } from '../../../api/appCoverage.ts';
import { useUserInfo } from '../../../api/user.ts';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { searchPath } from '../../../components/search/searchTargets.ts';
import { useDialogStore } from '../../../store/dialogs.ts';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../../components/data/ViewTable.tsx';
import { AddKeywordsDialog } from './AddKeywordsDialog.tsx';
import styles from './Coverage.module.css';

/**
 * 我添加的关键词 (like 七麦's "没有找到想要的关键词？添加关键词"): the button opening the add dialog
 * and the words the user added for this app, pending until the next keyword collection, then
 * with their heat and the app's rank.
 */
export function AddedKeywords({ appId, country }: { appId: string; country: string }) {
  const { data: user } = useUserInfo();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const [open, setOpen] = useState(false);
  const answer = useViewAnswer(useAsoKeywordLimitQuery({ appId, country }, user !== null && user !== undefined));
  const quota = answer.data;
  const columns: TableColumnsType<AddedAsoKeyword> = [
    {
      key: 'keyword',
      title: '关键词',
      render: (_, k) => <Link to={searchPath({ platform: 'ios', country, market: '' }, k.keyword)}>{k.keyword}</Link>,
    },
    {
      key: 'status',
      title: '状态',
      width: 100,
      render: (_, k) => (
        <Tag color={k.status === 'collected' ? 'green' : 'orange'} data-testid="added-status">
          {k.status === 'collected' ? '已收录' : '待收录'}
        </Tag>
      ),
    },
    {
      key: 'heat',
      title: '热度',
      width: 90,
      align: 'right',
      render: (_, k) => <span data-testid="added-heat">{k.heat ?? NO_VALUE}</span>,
    },
    {
      key: 'rank',
      title: '当前排名',
      width: 110,
      align: 'center',
      render: (_, k) => (
        <span data-testid="added-rank">{k.status === 'pending' ? NO_VALUE : (k.rank ?? '未进入前200')}</span>
      ),
    },
    { key: 'results', title: '结果数', width: 100, align: 'right', render: (_, k) => formatNumber(k.resultCount) },
    { key: 'added', title: '添加时间', width: 160, render: (_, k) => k.addedAt },
  ];
  return (
    <DataBlock
      title={`我添加的关键词${quota ? `（今日剩余 ${quota.remaining}/${quota.limit}）` : ''}`}
      extra={
        <span className={styles.addPrompt}>
          没有找到想要的关键词？
          <Button type="primary" size="small" onClick={() => setOpen(true)} data-testid="aso-add-open">
            添加关键词
          </Button>
        </span>
      }
      testId="added-keywords"
    >
      {user ? (
        <ViewTable<AddedAsoKeyword>
          answer={answer}
          rows={quota?.list ?? []}
          columns={columns}
          rowKey="keyword"
          rowTestId="added-row"
          empty="还没有添加关键词"
          pageSize={20}
        />
      ) : (
        <p className={styles.note}>
          登录后可添加想要追踪的关键词，并查看收录状态。
          <Button type="link" onClick={() => openLoginPopup()} data-testid="added-login">
            登录
          </Button>
        </p>
      )}
      <AddKeywordsDialog
        appId={appId}
        country={country}
        open={open}
        onClose={() => setOpen(false)}
        quota={quota}
        loggedIn={Boolean(user)}
      />
    </DataBlock>
  );
}
