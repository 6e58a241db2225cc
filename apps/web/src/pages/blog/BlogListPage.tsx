import { articlePath, BLOG_PAGE_SIZE, formatDate, type ArticleSummary } from '@bangyan/contract';
import { Pagination, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { useBlogArticlesQuery, useBlogCategoriesQuery } from '../../api/blog.ts';
import { DataState } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { intParam, textParam, useUrlParams } from '../../lib/urlParams.ts';
import styles from './Blog.module.css';

const ALL = '';

/** The list's tab and page in the address (?category=&page=); 全部 and page 1 are left out. */
const URL_SPEC = {
  category: textParam(
    () => ALL,
    (s) => s.length <= 20,
  ),
  page: intParam(1, (n) => n >= 1 && n <= 100_000),
};

function ArticleRow({ article }: { article: ArticleSummary }) {
  const to = articlePath(article.id);
  return (
    <li className={styles.row} data-testid="blog-article">
      <Link to={to} className={styles.thumbLink} tabIndex={-1} aria-hidden>
        <img className={styles.thumb} src={article.thumbnail} alt="" width={240} height={135} loading="lazy" />
      </Link>
      <div className={styles.rowBody}>
        <h2 className={styles.rowTitle}>
          <Link to={to}>{article.title}</Link>
        </h2>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <div className={styles.meta}>
          {article.category && <Tag color="blue">{article.category}</Tag>}
          <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>
            {formatDate(article.publishedAt * 1000)}
          </time>
        </div>
      </div>
    </li>
  );
}

/** 运营博客 (/blog, spec 2.1): category tabs, the articles newest first, ten a page; tab and page in the address. */
export function BlogListPage() {
  const [{ category, page }, setUrl] = useUrlParams(URL_SPEC);
  const categories = useBlogCategoriesQuery({});
  const answer = useViewAnswer(
    useBlogArticlesQuery({ ...(category !== ALL && { category }), page, pageSize: BLOG_PAGE_SIZE }),
  );
  const go = (next: { category?: string; page: number }) => {
    setUrl(next);
    window.scrollTo(0, 0);
  };

  return (
    <div className={styles.page} data-testid="blog-page">
      <header className={styles.head}>
        <h1 className={styles.title}>运营博客</h1>
        <p className={styles.lead}>ASO 优化、搜索广告投放与应用数据分析的实战经验</p>
      </header>
      <Tabs
        activeKey={category}
        onChange={(key) => go({ category: key, page: 1 })}
        items={[ALL, ...(categories.data ?? []).map((c) => c.name)].map((name) => ({
          key: name,
          label: name === ALL ? '全部' : name,
        }))}
        data-testid="blog-tabs"
      />
      <DataState source={answer} isEmpty={(d) => d.list.length === 0} emptyText="该分类下暂无文章">
        {(data) => (
          <>
            <ul className={styles.list}>
              {data.list.map((a) => (
                <ArticleRow key={a.id} article={a} />
              ))}
            </ul>
            <Pagination
              className={styles.pager}
              current={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={(p) => go({ page: p })}
            />
          </>
        )}
      </DataState>
    </div>
  );
}
