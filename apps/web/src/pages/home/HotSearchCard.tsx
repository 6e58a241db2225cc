import { useState } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_COUNTRY,
  DEFAULT_IOS_VERSION,
  formatNumber,
  type HotSearchGroup,
  type IosVersion,
} from '@bangyan/contract';
import { useHotSearchQuery } from '../../api/homeBoards.ts';
import { BoardCard, BoardEmpty, BoardLoading, BoardTabs, BoardTitle, MoreLink } from './BoardParts.tsx';
import { AppIcon } from '../../components/AppIcon.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import { IOS_VERSION_TABS } from './boardTabs.ts';
import styles from './HotSearchSection.module.css';

/** A keyword's search page (Search, iOS). */
const keywordPath = (keyword: string) =>
  `/new/search/index?keyword=${encodeURIComponent(keyword)}&country=${DEFAULT_COUNTRY}`;

/** One time group: its update time, recommended apps (iOS 13 tab) and keywords with their heat. */
function Group({ group }: { group: HotSearchGroup }) {
  return (
    <div className={styles.group} data-testid="hot-group">
      <div className={styles.groupTime} data-testid="hot-group-time">
        更新于 {group.updateTimeStr}
      </div>
      {group.appList.length > 0 && (
        <ul className={styles.hotApps}>
          {group.appList.map(({ app, appDetail }) => (
            <li key={app}>
              <Link to={iosAppPath(app)} className={styles.hotApp} data-testid="hot-app">
                <AppIcon src={appDetail.artworkUrl60} name={appDetail.trackName} appId={app} size={36} />
                <span className={styles.hotAppText}>
                  <span className={styles.hotAppName} title={appDetail.trackName}>
                    {appDetail.trackName || app}
                  </span>
                  <span className={styles.hotAppSub} title={appDetail.subtitle}>
                    {appDetail.subtitle || '推荐应用'}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ol className={styles.keywords}>
        {group.keywordList.map((k, i) => (
          <li key={k.keyword} className={styles.keyword} data-testid="hot-keyword">
            <span className={i < 3 ? `${styles.kwIndex} ${styles.kwTop}` : styles.kwIndex}>{i + 1}</span>
            <Link to={keywordPath(k.keyword)} className={styles.kwText} title={k.keyword}>
              {k.keyword}
            </Link>
            <span className={styles.kwHeat} title="热度">
              {k.priority > 0 ? formatNumber(k.priority) : '-'}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Spec 2.4 'Hot search block': version tabs and the newest 3 time groups. */
export function HotSearchCard() {
  const [version, setVersion] = useState<IosVersion>(DEFAULT_IOS_VERSION);
  const query = useHotSearchQuery(version);
  const groups = query.data?.list ?? [];
  return (
    <BoardCard
      testId="hot-search"
      className={styles.hotCard}
      head={
        <>
          <BoardTitle>实时热搜</BoardTitle>
          <div className={styles.headRight}>
            <BoardTabs
              options={IOS_VERSION_TABS}
              value={version}
              onChange={setVersion}
              label="系统版本"
              testId="hot-version-tabs"
            />
            <MoreLink to="/new/aso/hotsearch" testId="hot-more" />
          </div>
        </>
      }
    >
      {groups.length === 0 ? (
        query.isPending ? (
          <BoardLoading height={360} />
        ) : (
          <BoardEmpty />
        )
      ) : (
        <div className={query.isPlaceholderData ? `${styles.groups} ${styles.stale}` : styles.groups}>
          {groups.map((g) => (
            <Group key={`${g.updateTimeStr}-${g.keywordList[0]?.keyword ?? ''}`} group={g} />
          ))}
        </div>
      )}
    </BoardCard>
  );
}
