import { Link } from 'react-router';
import { FireFilled, ApartmentOutlined } from '@ant-design/icons';
import { DEFAULT_COUNTRY } from '@bangyan/contract';
import { useHotSearchLineQuery, useSearchHistory } from '../../api/search.ts';
import { companyPath, searchTarget, type SearchStore } from '../../components/search/searchTargets.ts';
import styles from './HotSearchLine.module.css';

/**
 * Spec 2.4 hot-search line under the search box: the storefront's hottest keywords of the day (a
 * click searches it in the box's store, like typing it) and the most charted companies (a click opens
 * the company's page).
 */
export function HotSearchLine({ store }: { store: SearchStore }) {
  const country = store.platform === 'ios' ? store.country : DEFAULT_COUNTRY;
  const { data } = useHotSearchLineQuery(country);
  const history = useSearchHistory(false);
  const kw = data?.list.kw ?? [];
  const company = data?.list.company ?? [];
  if (kw.length === 0 && company.length === 0) return null;
  return (
    <div className={styles.line} data-testid="hot-search-line">
      {kw.length > 0 && (
        <div className={styles.group}>
          <span className={styles.title}>
            <FireFilled className={styles.fire} /> 热门搜索
          </span>
          {kw.map((k) => {
            const target = searchTarget(store, { label: k.label, type: 'kw' });
            return (
              target && (
                <Link
                  key={k.label}
                  to={target.path}
                  className={styles.item}
                  onClick={() => target.remember && history.record(target.remember)}
                  title={`热度 ${k.heat}`}
                  data-testid="hot-keyword"
                >
                  {k.label}
                </Link>
              )
            );
          })}
        </div>
      )}
      {company.length > 0 && (
        <div className={styles.group}>
          <span className={styles.title}>
            <ApartmentOutlined /> 热门公司
          </span>
          {company.map((c) => (
            <Link key={c.id} to={companyPath(c.id)} className={styles.item} data-testid="hot-company">
              {c.label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
