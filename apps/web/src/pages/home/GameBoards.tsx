import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { message as antMessage } from 'antd';
import { CrownFilled, PlayCircleFilled, VideoCameraFilled } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatNumber, HOME_BOARD_TOP, type LiveGame, type Talent, type VideoGame } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { useTopAuthorsQuery, useTopLiveAppsQuery, useTopVideoAppsQuery } from '../../api/content.ts';
import { Carousel } from './Carousel.tsx';
import { AppIcon } from '../../components/AppIcon.tsx';
import { HomeSection } from './HomeSection.tsx';
import styles from './GameBoards.module.css';
import { iosAppPath } from '../../lib/appPaths.ts';

/** One figure of a board item, with what it counts. */
interface Figure {
  label: string;
  hint: string;
  value: number;
}

const liveFigures = (g: LiveGame): Figure[] => [
  { label: '小风车直播', hint: '挂载小风车（下载组件）的直播场次', value: g.liveWindmillNum },
  { label: '小手柄直播', hint: '挂载小手柄（游戏组件）的直播场次', value: g.liveHandleNum },
  { label: '推广达人', hint: '推广该游戏的达人数', value: g.authorNum },
];

const videoFigures = (g: VideoGame): Figure[] => [
  { label: '推广视频', hint: '推广该游戏的短视频数', value: g.videoNum },
  ...liveFigures(g),
];

function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className={styles.figures} style={{ gridTemplateColumns: `repeat(${figures.length}, 1fr)` }}>
      {figures.map((f) => (
        <div key={f.label} className={styles.figure} title={f.hint}>
          <dt className={styles.figureLabel}>{f.label}</dt>
          <dd className={styles.figureValue}>{formatNumber(f.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function RankBadge({ rank }: { rank: number }) {
  return (
    <span className={styles.rank} data-rank={rank}>
      {rank}
    </span>
  );
}

/** A game of the live or video board: icon, name, developer, genre, then its figures. */
function GameSlide({ game, rank, figures }: { game: LiveGame; rank: number; figures: Figure[] }) {
  const name = game.appId ? (
    <Link to={iosAppPath(game.appId)} className={styles.nameLink}>
      {game.trackName}
    </Link>
  ) : (
    game.trackName
  );
  return (
    <div className={styles.item} data-testid="board-item">
      <div className={styles.who}>
        <span className={styles.pic}>
          <AppIcon src={game.artworkUrl60} name={game.trackName} size={64} />
          <RankBadge rank={rank} />
        </span>
        <div className={styles.meta}>
          <div className={styles.name}>{name}</div>
          <div className={styles.sub} title={game.artistName}>
            {game.artistName}
          </div>
          {game.genreName && <span className={styles.genre}>{game.genreName}</span>}
        </div>
      </div>
      <Figures figures={figures} />
    </div>
  );
}

/** A creator of the talent board: avatar, nickname, followers, genre and the games promoted. */
function TalentSlide({ talent, rank }: { talent: Talent; rank: number }) {
  return (
    <div className={styles.item} data-testid="board-item">
      <div className={styles.who}>
        <span className={styles.pic}>
          <AppIcon src={talent.avatar} name={talent.nickname} size={64} round />
          <RankBadge rank={rank} />
        </span>
        <div className={styles.meta}>
          <div className={styles.name}>{talent.nickname}</div>
          <div className={styles.sub}>
            粉丝 <strong className={styles.followers}>{formatNumber(talent.follower_count)}</strong>
          </div>
          {talent.genre && <span className={styles.genre}>{talent.genre}</span>}
        </div>
      </div>
      <div className={styles.apps}>
        <span className={styles.appsLabel}>推广游戏</span>
        <span className={styles.appIcons}>
          {talent.appList.map((app) => (
            <span key={app.unique_id} className={styles.appIcon} title={app.trackName}>
              <AppIcon src={app.artworkUrl60} name={app.trackName} size={36} />
            </span>
          ))}
        </span>
      </div>
    </div>
  );
}

/** One board card: its head, then the top items as a carousel (spec 2.4, 9: autoplay 5000 ms). */
function Board<T>({
  id,
  title,
  desc,
  icon,
  query,
  render,
}: {
  id: string;
  title: string;
  desc: string;
  icon: ReactNode;
  query: UseQueryResult<T[]>;
  render: (item: T, rank: number) => ReactNode;
}) {
  const items = query.data ?? [];
  let body: ReactNode;
  if (query.isPending) body = <div className={styles.skeleton} aria-label="加载中" />;
  else if (items.length === 0) body = <div className={styles.empty}>暂无数据</div>;
  else
    body = (
      <Carousel
        label={title}
        nav="tabs"
        navLabel={(i) => `TOP${i + 1}`}
        slides={items.map((item, i) => render(item, i + 1))}
        testId={`board-carousel-${id}`}
      />
    );
  return (
    <article className={styles.board} data-testid={`board-${id}`} aria-labelledby={`board-${id}-title`}>
      <header className={styles.head}>
        <span className={styles.icon} data-board={id}>
          {icon}
        </span>
        <div>
          <h3 id={`board-${id}-title`} className={styles.title}>
            {title}
          </h3>
          <p className={styles.desc}>{desc}</p>
        </div>
      </header>
      {body}
    </article>
  );
}

/** Spec 8: a board answering a non-zero code shows its msg as an error toast. */
function useErrorToast(error: Error | null, show: (text: string) => void): void {
  useEffect(() => {
    if (error) show(errorMessage(error));
  }, [error, show]);
}

/**
 * Home's short-video and live-stream game promotion boards (spec 2.4, 3, 7): the live board, the
 * video board and the talent board, the top 3 of each.
 */
export default function GameBoards() {
  const [message, messageHolder] = antMessage.useMessage();
  const live = useTopLiveAppsQuery(HOME_BOARD_TOP);
  const video = useTopVideoAppsQuery(HOME_BOARD_TOP);
  const talents = useTopAuthorsQuery(HOME_BOARD_TOP);
  const showError = message.error;
  useErrorToast(live.error, showError);
  useErrorToast(video.error, showError);
  useErrorToast(talents.error, showError);

  return (
    <HomeSection section="games" extra={<span>短视频与直播游戏推广数据</span>}>
      {messageHolder}
      <div className={styles.boards}>
        <Board
          id="live"
          title="直播推广榜"
          desc="按带游戏组件的直播场次排名"
          icon={<VideoCameraFilled />}
          query={live}
          render={(g, rank) => <GameSlide game={g} rank={rank} figures={liveFigures(g)} />}
        />
        <Board
          id="video"
          title="视频推广榜"
          desc="按推广短视频数排名"
          icon={<PlayCircleFilled />}
          query={video}
          render={(g, rank) => <GameSlide game={g} rank={rank} figures={videoFigures(g)} />}
        />
        <Board
          id="talent"
          title="达人榜"
          desc="按粉丝数排名的游戏推广达人"
          icon={<CrownFilled />}
          query={talents}
          render={(t, rank) => <TalentSlide talent={t} rank={rank} />}
        />
      </div>
    </HomeSection>
  );
}
