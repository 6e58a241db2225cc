import { Link } from 'react-router';
import styles from './KeywordLink.module.css';

/** A keyword linking to its search page (Search, iOS) in the storefront. */
export function KeywordLink({ keyword, country, className }: { keyword: string; country: string; className?: string }) {
  const to = `/new/search/index?${new URLSearchParams({ keyword, country })}`;
  return (
    <Link to={to} className={className ?? styles.keyword} data-testid="keyword-link">
      {keyword}
    </Link>
  );
}
