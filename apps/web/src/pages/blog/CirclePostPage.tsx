import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { CIRCLE_PATH, formatDateTime, formatNumber, pageIdOf } from '@bangyan/contract';
import { Link, useParams } from 'react-router';
import { useCirclePostQuery } from '../../api/blog.ts';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { ContentMissing } from './ContentMissing.tsx';
import styles from './Blog.module.css';

const BACK = '返回运营圈';

/** A 运营圈 post (/yunyingquan/{ID}.html, spec 2.1): reading it counts a view (once an hour per visitor). */
export function CirclePostPage() {
  const id = pageIdOf(useParams().file);
  const query = useCirclePostQuery({ id: id ?? 0 }, id !== null);
  if (id === null || query.isError) {
    return (
      <div className={styles.page}>
        <ContentMissing error={query.error} backTo={CIRCLE_PATH} backLabel={BACK} />
      </div>
    );
  }
  const post = query.data;
  if (!post) return <div className={styles.page}>{DATA_TEXTS.loading}</div>;
  return (
    <div className={styles.page} data-testid="circle-post-page">
      <Link className={styles.back} to={CIRCLE_PATH}>
        <ArrowLeftOutlined /> {BACK}
      </Link>
      <article className={styles.article}>
        <h1 className={styles.title}>{post.title}</h1>
        <div className={styles.meta}>
          {post.author && <span>{post.author}</span>}
          <time dateTime={new Date(post.addTime * 1000).toISOString()}>{formatDateTime(post.addTime * 1000)}</time>
          <span className={styles.views} data-testid="post-views">
            <EyeOutlined aria-label="浏览量" /> {formatNumber(post.viewCounts)}
          </span>
        </div>
        <Markdown source={post.body} testId="post-body" />
      </article>
    </div>
  );
}
