import { type TopKeyword } from '@bangyan/contract';
import { useKeywordTopQuery } from '../../../api/appCoverage.ts';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { RankChange } from '../../../components/RankChange.tsx';
import { KeywordLink } from '../../../components/search/KeywordLink.tsx';
import { emptyText } from '../../../components/data/DataState.tsx';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import styles from './Coverage.module.css';

/** One core keyword: the keyword (to its search page), its rank, heat and change against 24 h earlier. */
export function CoreKeyword({ k, country }: { k: TopKeyword; country: string }) {
  return (
    <span className={styles.core} data-testid="core-keyword">
      <KeywordLink keyword={k.keyword} country={country} />
      <span className={styles.coreRank}>第{k.rank}名</span>
      <RankChange change={k.change} preRank={k.previousRank} />
      {k.heat !== null && <span className={styles.coreHeat}>热度 {k.heat}</span>}
    </span>
  );
}

/** 核心关键词 (keywordcover/top): the keywords the app ranks 1 to 10 for now, hottest first. */
export function CoreKeywords({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(useKeywordTopQuery({ appId, country }));
  const list = answer.data?.list ?? [];
  return (
    <DataBlock
      title="核心关键词"
      extra={answer.data && <span className={styles.note}>数据时间 {answer.data.time}</span>}
      testId="core-keywords"
    >
      {answer.failure ??
        (list.length === 0 ? (
          emptyText(answer.loading, '暂无数据：该应用当前没有排名前十的关键词')
        ) : (
          <div className={`${styles.cores} ${answer.stale ? styles.stale : ''}`}>
            {list.map((k) => (
              <CoreKeyword key={k.keywordId} k={k} country={country} />
            ))}
          </div>
        ))}
      <p className={styles.note}>应用当前排名前十的关键词，按热度从高到低；排名变化为相对 24 小时前。</p>
    </DataBlock>
  );
}
