import { Link } from 'react-router';
import { keywordPagePath } from './searchParams.ts';
import styles from './Search.module.css';

/** The way back from a keyword's other pages (vs, summary30, its monitor) to the keyword's own page. */
export function BackToKeyword({
  keyword,
  country,
  label = '返回关键词',
}: {
  keyword: string;
  country: string;
  label?: string;
}) {
  return (
    <Link to={keywordPagePath('index', keyword, country)} className={styles.back} data-testid="back-to-keyword">
      {label}
    </Link>
  );
}
