import { ArrowLeftOutlined } from '@ant-design/icons';
import { articlePath, BLOG_PATH, formatDate, pageIdOf } from '@bangyan/contract';
import { Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { useBlogArticleQuery } from '../../api/blog.ts';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { ContentMissing } from './ContentMissing.tsx';
import styles from './Blog.module.css';

const BACK = '返回运营博客';

/** An article (/blog/{id}.html, spec 2.1): title, category, date, body, then related articles and the way back. */
export function ArticlePage() {
  const id = pageIdOf(useParams().file);
  const query = useBlogArticleQuery({ id: id ?? 0 }, id !== null);
  if (id === null || query.isError) {
    return (
      <div className={styles.page}>
        <ContentMissing error={query.error} backTo={BLOG_PATH} backLabel={BACK} />
      </div>
    );
  }
  if (!query.data) return <div className={styles.page}>{DATA_TEXTS.loading}</div>;
  const { article, related } = query.data;
  return (
    <div className={styles.page} data-testid="article-page">
      <Link className={styles.back} to={BLOG_PATH}>
        <ArrowLeftOutlined /> {BACK}
      </Link>
      <article className={styles.article}>
        <h1 className={styles.title}>{article.title}</h1>
        <div className={styles.meta}>
          {article.category && (
            <Link to={`${BLOG_PATH}?category=${encodeURIComponent(article.category)}`}>
              <Tag color="blue">{article.category}</Tag>
            </Link>
          )}
          <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>
            {formatDate(article.publishedAt * 1000)}
          </time>
        </div>
        {article.excerpt && <p className={styles.summary}>{article.excerpt}</p>}
        <Markdown source={article.body} testId="article-body" />
      </article>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.relatedTitle}>
            相关文章
          </h2>
          <ul className={styles.relatedList}>
            {related.map((r) => (
              <li key={r.id} data-testid="related-article">
                <Link to={articlePath(r.id)} className={styles.relatedItem}>
                  <img src={r.thumbnail} alt="" width={160} height={90} loading="lazy" />
                  <span>{r.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
