import { useState } from 'react';
import { Link } from 'react-router';
import { GENRE_GAMES, HOME_SOARING_PER_SLIDE, type SoaringItem } from '@bangyan/contract';
import { useSoaredListQuery } from '../../api/homeBoards.ts';
import { BoardCard, BoardEmpty, BoardLoading, BoardTabs, BoardTitle, MoreLink } from './BoardParts.tsx';
import { AppIcon } from '../../components/AppIcon.tsx';
import { rankTopRisePath } from './boardLinks.ts';
import { KIND_GENRE_TABS } from './boardTabs.ts';
import { iosAppPath } from '../../lib/appPaths.ts';
import styles from './HotSearchSection.module.css';

/** The list in slides of 8 (spec 9: 32 fetched, shown in chunks of 8). */
function chunks(list: readonly SoaringItem[]): SoaringItem[][] {
  const out: SoaringItem[][] = [];
  for (let i = 0; i < list.length; i += HOME_SOARING_PER_SLIDE) out.push(list.slice(i, i + HOME_SOARING_PER_SLIDE));
  return out;
}

function Arrow({
  direction,
  disabled,
  onClick,
}: {
  direction: 'prev' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.arrow}
      disabled={disabled}
      onClick={onClick}
      aria-label={direction === 'prev' ? '上一页' : '下一页'}
      data-testid={`soaring-${direction}`}
    >
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        <path
          d={direction === 'prev' ? 'M7.5 2.5 4 6l3.5 3.5' : 'M4.5 2.5 8 6l-3.5 3.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** Spec 2.4 '24h rank soaring': free-chart rises of games or apps, 8 per slide. */
export function SoaringCard() {
  const [genre, setGenre] = useState(GENRE_GAMES);
  const [slide, setSlide] = useState(0);
  const query = useSoaredListQuery(genre);
  const slides = chunks(query.data?.list ?? []);
  const current = Math.min(slide, Math.max(slides.length - 1, 0));
  const chooseGenre = (g: number) => {
    setGenre(g);
    setSlide(0);
  };
  return (
    <BoardCard
      testId="soaring"
      head={
        <>
          <BoardTitle>24小时排名飙升</BoardTitle>
          <MoreLink to={rankTopRisePath(genre)} testId="soaring-more" />
        </>
      }
    >
      <div className={styles.subHead}>
        <BoardTabs
          options={KIND_GENRE_TABS}
          value={genre}
          onChange={chooseGenre}
          label="飙升榜分类"
          testId="soaring-genre-tabs"
        />
        {query.data?.timeFormat ? <span className={styles.subNote}>免费榜 · {query.data.timeFormat}</span> : null}
      </div>
      {slides.length === 0 ? (
        query.isPending ? (
          <BoardLoading height={360} />
        ) : (
          <BoardEmpty />
        )
      ) : (
        <>
          <div className={styles.soarHead} aria-hidden="true">
            <span>排名</span>
            <span>应用</span>
            <span>24h上升</span>
          </div>
          <div className={query.isPlaceholderData ? `${styles.viewport} ${styles.stale}` : styles.viewport}>
            <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
              {slides.map((items, index) => (
                <ol
                  key={index}
                  className={styles.slide}
                  aria-hidden={index !== current}
                  data-testid={index === current ? 'soaring-slide' : undefined}
                >
                  {items.map((item) => (
                    <li
                      key={item.trackId}
                      className={styles.soarRow}
                      data-testid={index === current ? 'soaring-row' : undefined}
                    >
                      <span className={styles.soarRank} title="当前排名">
                        {item.rank}
                      </span>
                      <Link
                        to={iosAppPath(item.trackId)}
                        className={styles.soarApp}
                        tabIndex={index === current ? undefined : -1}
                      >
                        <AppIcon src={item.artworkUrl60} name={item.trackName} appId={item.trackId} size={30} />
                        <span className={styles.soarName} title={item.trackName}>
                          {item.trackName || item.trackId}
                        </span>
                      </Link>
                      <span className={styles.rise} data-testid="soaring-rise">
                        ↑{item.diff}
                      </span>
                    </li>
                  ))}
                </ol>
              ))}
            </div>
          </div>
          <div className={styles.pager}>
            <Arrow direction="prev" disabled={current === 0} onClick={() => setSlide(current - 1)} />
            <span className={styles.dots}>
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className={index === current ? styles.dotActive : styles.dot}
                  onClick={() => setSlide(index)}
                  aria-label={`第${index + 1}页`}
                  aria-current={index === current}
                />
              ))}
            </span>
            <Arrow direction="next" disabled={current >= slides.length - 1} onClick={() => setSlide(current + 1)} />
          </div>
        </>
      )}
    </BoardCard>
  );
}
