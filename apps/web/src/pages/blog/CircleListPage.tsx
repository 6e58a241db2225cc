import { EyeOutlined } from '@ant-design/icons';
import { CIRCLE_PAGE_SIZE, circlePostPath, formatDate, formatNumber } from '@bangyan/contract';
import { Pagination } from 'antd';
import { Link } from 'react-router';
import { useCirclePostsQuery } from '../../api/blog.ts';
import { DataState } from '../../components/data/DataState.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { intParam, useUrlParams } from '../../lib/urlParams.ts';
import styles from './Blog.module.css';

const URL_SPEC = { page: intParam(1, (n) => n >= 1 && n <= 100_000) };

/** 运营圈 (/yunyingquan, spec 2.1): the posts newest first with author, date and view count, paged in the address. */
export function CircleListPage() {
  const [{ page }, setUrl] = useUrlParams(URL_SPEC);
  const answer = useViewAnswer(useCirclePostsQuery({ page, pageSize: CIRCLE_PAGE_SIZE }));
  return (
    <div className={styles.page} data-testid="circle-page">
      <header className={styles.head}>
        <h1 className={styles.title}>运营圈</h1>
        <p className={styles.lead}>运营人的经验交流：ASO、投放、审核与渠道的一线问答</p>
      </header>
      <DataState source={answer} isEmpty={(d) => d.list.length === 0}>
        {(data) => (
          <>
            <ol className={styles.posts}>
              {data.list.map((p) => (
                <li key={p.id} className={styles.post} data-testid="circle-post">
                  <Link to={circlePostPath(p.id)} className={styles.postTitle}>
                    {p.title}
                  </Link>
                  <span className={styles.meta}>
                    {p.author && <span>{p.author}</span>}
                    <time dateTime={new Date(p.addTime * 1000).toISOString()}>{formatDate(p.addTime * 1000)}</time>
                    <span className={styles.views} data-testid="post-views">
                      <EyeOutlined aria-label="浏览量" /> {formatNumber(p.viewCounts)}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
            <Pagination
              className={styles.pager}
              current={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={(p) => {
                setUrl({ page: p });
                window.scrollTo(0, 0);
              }}
            />
          </>
        )}
      </DataState>
    </div>
  );
}
