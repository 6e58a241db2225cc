import { useState } from 'react';
import { formatNumber, GENRE_GAMES, type MonthlyType } from '@bangyan/contract';
import { RankChange } from '../../components/RankChange.tsx';
import { useMonthlyListQuery } from '../../api/homeBoards.ts';
import { BoardAppLink, BoardCard, BoardEmpty, BoardLoading, BoardTabs, BoardTitle, MoreLink } from './BoardParts.tsx';
import { RankBadge } from '../../components/boards/RankBadge.tsx';
import { rankHotAppPath } from './boardLinks.ts';
import { KIND_GENRE_TABS } from './boardTabs.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './MonthlySection.module.css';

const BOARDS: Record<MonthlyType, { title: string; column: string }> = {
  download: { title: '下载榜', column: '月下载量' },
  income: { title: '收入榜', column: '月收入' },
};

/** 'YYYY-MM' → '2026年10月'. */
const monthLabel = (month: string) =>
  /^\d{4}-\d{2}$/.test(month) ? `${month.slice(0, 4)}年${Number(month.slice(5))}月` : month;

/** A month's total in spec 9's format; income in yuan. */
const totalText = (type: MonthlyType, n: number) => (type === 'income' ? `¥${formatNumber(n)}` : formatNumber(n));

/** One board: genre tabs, the month, the '全部' link, ten rows or 暂无数据. */
function MonthlyBoard({ type }: { type: MonthlyType }) {
  const [genre, setGenre] = useState(GENRE_GAMES);
  const query = useMonthlyListQuery(genre, type);
  const rows = query.data?.list ?? [];
  const month = query.data?.monthName;
  const board = BOARDS[type];
  return (
    <BoardCard
      testId={`monthly-${type}`}
      head={
        <>
          <BoardTitle note={month ? <span data-testid="monthly-month">{monthLabel(month)}</span> : null}>
            {board.title}
          </BoardTitle>
          <div className={styles.headRight}>
            <BoardTabs
              options={KIND_GENRE_TABS}
              value={genre}
              onChange={setGenre}
              label={`${board.title}分类`}
              testId="monthly-genre-tabs"
            />
            {month ? <MoreLink to={rankHotAppPath(genre, month)} testId="monthly-more" /> : null}
          </div>
        </>
      }
    >
      {rows.length === 0 ? (
        query.isPending ? (
          <BoardLoading height={594} />
        ) : (
          <BoardEmpty minHeight={280} />
        )
      ) : (
        <table className={query.isPlaceholderData ? `${styles.table} ${styles.stale}` : styles.table}>
          <thead>
            <tr>
              <th className={styles.rankCol}>排名</th>
              <th>应用</th>
              <th className={styles.numCol}>{board.column}</th>
              <th className={styles.changeCol}>排名变化</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.appId} data-testid="monthly-row">
                <td className={styles.rankCol}>
                  <RankBadge rank={item.rank} />
                </td>
                <td>
                  <BoardAppLink
                    appId={item.appId}
                    name={item.trackName}
                    developer={item.artistName}
                    iconUrl={item.artworkUrl60}
                    size={38}
                    testId="monthly-app"
                  />
                </td>
                <td className={styles.numCol} data-testid="monthly-total">
                  {totalText(type, item.monthTotal)}
                </td>
                <td className={styles.changeCol} data-testid="monthly-change">
                  <RankChange change={item.rankChange} preRank={item.preRank} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </BoardCard>
  );
}

/** Spec 2.4 'Monthly top 10 (downloads and income)', China App Store only: last month's boards. */
export function MonthlySection() {
  return (
    <HomeSection section="monthly" extra={<span>中国区 App Store · 每月1日更新上月数据</span>}>
      <div className={styles.grid}>
        <MonthlyBoard type="download" />
        <MonthlyBoard type="income" />
      </div>
    </HomeSection>
  );
}
