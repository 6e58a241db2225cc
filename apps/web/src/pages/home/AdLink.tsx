import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An advert's link: a path of this site opens in place, any other address in a new tab. */
export function AdLink({
  url,
  className,
  children,
  onClick,
}: {
  url: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (url === '') return <span className={className}>{children}</span>;
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  );
}
