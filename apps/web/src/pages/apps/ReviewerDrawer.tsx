import { useState } from 'react';
import { Drawer, type TableColumnsType } from 'antd';
import { NO_VALUE, type DataOf, type userReview } from '@bangyan/contract';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import { useUserReviewQuery } from '../../api/appFigures.ts';
import { MiniApp } from '../../components/apps/MiniApp.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ReviewContent, ReviewStars, ReviewTable } from '../../components/appDetail/ReviewParts.tsx';
import styles from '../../components/appDetail/AppFigures.module.css';

type Review = DataOf<typeof userReview>['list'][number];
const PAGE_SIZE = 10;

/**
 * A reviewer's reviews (review/userReview): every collected review of the storefront under the
 * nickname, across apps, newest first and paged, with how many, over how many apps and their
 * average star — one nickname on many apps is how review farms show.
 */
export function ReviewerDrawer({
  author,
  country,
  onClose,
}: {
  author: string | null;
  country: string;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={author !== null}
      onClose={onClose}
      title={author === null ? '' : `评论者：${author}`}
      size={880}
      destroyOnHidden
    >
      {author !== null && <ReviewerReviews key={author} author={author} country={country} />}
    </Drawer>
  );
}

function ReviewerReviews({ author, country }: { author: string; country: string }) {
  const [page, setPage] = useState(1);
  const answer = useViewAnswer(useUserReviewQuery({ author, country, page, pageSize: PAGE_SIZE }));
  const data = answer.data;
  const columns: TableColumnsType<Review> = [
    {
      key: 'app',
      title: '应用',
      width: 180,
      render: (_, r) => (
        <MiniApp app={{ appId: r.app.appId, trackName: r.app.name, artworkUrl60: r.app.icon }} country={country} />
      ),
    },
    { key: 'rating', title: '评分', width: 120, render: (_, r) => <ReviewStars rating={r.rating} /> },
    { key: 'content', title: '评论内容', render: (_, r) => <ReviewContent title={r.title} content={r.content} /> },
    { key: 'version', title: '版本', width: 80, render: (_, r) => r.version || NO_VALUE },
    { key: 'time', title: '时间', width: 140, render: (_, r) => r.time },
  ];
  return (
    <div data-testid="reviewer-reviews">
      <p className={styles.band} data-testid="reviewer-summary">
        {data
          ? `共 ${data.total} 条评论 · 涉及 ${data.apps} 个应用 · ` +
            `平均 ${data.avgRating === null ? NO_VALUE : data.avgRating.toFixed(2)} 星`
          : DATA_TEXTS.loading}
      </p>
      <ReviewTable<Review>
        answer={answer}
        rows={data?.list ?? []}
        total={data?.total ?? 0}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty="暂无该评论者的评论"
        rowTestId="reviewer-row"
        size="small"
      />
    </div>
  );
}
