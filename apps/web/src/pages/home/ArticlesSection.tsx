import { EyeOutlined, FileTextOutlined, RightOutlined } from '@ant-design/icons';
import {
  BLOG_PATH,
  CIRCLE_PATH,
  circlePostPath,
  formatMonthDay,
  formatNumber,
  HOME_ARTICLE_COUNT,
  HOME_NEWS_COUNT,
  type Article,
  type News,
} from '@bangyan/contract';
import { useArticlesQuery, useNewsQuery } from '../../api/content.ts';
import { Link } from 'react-router';
import { HomeSection } from './HomeSection.tsx';
import styles from './ArticlesSection.module.css';

function ArticleCard({ article }: { article: Article }) {
  return (
    <Link className={styles.article} to={article.url} data-testid="article">
      <img className={styles.thumb} src={article.thumbnail} alt="" width={320} height={180} loading="lazy" />
      <div className={styles.articleBody}>
        <h3 className={styles.articleTitle}>{article.post_title}</h3>
        <p className={styles.excerpt}>{article.post_excerpt}</p>
        <span className={styles.readMore}>
          阅读全文 <RightOutlined />
        </span>
      </div>
    </Link>
  );
}

/** An empty slot when fewer than three articles are published (spec 2.4). */
function ArticlePlaceholder() {
  return (
    <div className={`${styles.article} ${styles.placeholder}`} data-testid="article-placeholder">
      <div className={styles.thumb}>
        <FileTextOutlined />
      </div>
      <div className={styles.articleBody}>
        <p className={styles.placeholderText}>更多精彩文章即将上线</p>
      </div>
    </div>
  );
}

function NewsItem({ item }: { item: News }) {
  return (
    <li>
      <Link className={styles.news} to={circlePostPath(item.ID)} data-testid="news">
        <span className={styles.newsTitle}>{item.article_title}</span>
        <span className={styles.newsMeta}>
          <span className={styles.views}>
            <EyeOutlined aria-label="浏览量" /> {formatNumber(item.view_counts)}
          </span>
          <time dateTime={new Date(item.add_time * 1000).toISOString()}>{formatMonthDay(item.add_time * 1000)}</time>
        </span>
      </Link>
    </li>
  );
}

/** Featured articles (3 slots) and, beside them, the first 4 operations-circle news (spec 2.4, 9). */
export default function ArticlesSection() {
  const articles = useArticlesQuery(HOME_ARTICLE_COUNT);
  const news = useNewsQuery(HOME_NEWS_COUNT);
  const list = (articles.data ?? []).slice(0, HOME_ARTICLE_COUNT);
  const placeholders = articles.isPending ? 0 : HOME_ARTICLE_COUNT - list.length;
  const newsList = (news.data ?? []).slice(0, HOME_NEWS_COUNT);

  return (
    <HomeSection
      section="articles"
      extra={
        <Link className={styles.more} to={BLOG_PATH}>
          更多文章 <RightOutlined />
        </Link>
      }
    >
      <div className={styles.layout}>
        <div className={styles.articles}>
          {articles.isPending &&
            Array.from({ length: HOME_ARTICLE_COUNT }, (_, i) => (
              <div key={i} className={`${styles.article} ${styles.loading}`} />
            ))}
          {list.map((a) => (
            <ArticleCard key={a.guid} article={a} />
          ))}
          {Array.from({ length: placeholders }, (_, i) => (
            <ArticlePlaceholder key={i} />
          ))}
        </div>
        <aside className={styles.circle} aria-labelledby="circle-title" data-testid="circle-news">
          <div className={styles.circleHead}>
            <h3 id="circle-title" className={styles.circleTitle}>
              运营圈
            </h3>
            <Link className={styles.more} to={CIRCLE_PATH}>
              更多 <RightOutlined />
            </Link>
          </div>
          {news.isPending ? (
            <div className={styles.newsLoading} />
          ) : newsList.length === 0 ? (
            <div className={styles.empty}>暂无数据</div>
          ) : (
            <ol className={styles.newsList}>
              {newsList.map((n) => (
                <NewsItem key={n.ID} item={n} />
              ))}
            </ol>
          )}
        </aside>
      </div>
    </HomeSection>
  );
}
