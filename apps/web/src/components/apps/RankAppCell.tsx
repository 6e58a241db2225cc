import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NO_VALUE } from '@bangyan/contract';
import { AppIcon } from '../AppIcon.tsx';
import { companyPath } from '../search/searchTargets.ts';
import cells from '../monitor/MonitorCells.module.css';
import styles from './RankAppCell.module.css';

/**
 * An app on a chart, as the monitor tables show one (icon, name linking to its page, developer),
 * the developer linking to the company page when its id is known.
 */
export function RankAppCell({
  to,
  appId,
  name,
  iconUrl,
  developerName,
  developerId,
  size = 44,
  extra,
}: {
  to: string;
  appId: string;
  name: string;
  iconUrl: string;
  developerName: string;
  /** The company id; '' (or absent) when unknown: the developer is shown as text. */
  developerId?: string;
  size?: number;
  /** A line under the developer (where the app is, its state). */
  extra?: ReactNode;
}) {
  return (
    <div className={cells.app}>
      <Link to={to} className={cells.iconLink} tabIndex={-1} aria-hidden="true">
        <AppIcon src={iconUrl} name={name} appId={appId} size={size} />
      </Link>
      <div className={cells.appText}>
        <div className={cells.appNameLine}>
          <Link to={to} className={cells.appName} title={name} data-testid="rank-app-link">
            {name || appId}
          </Link>
        </div>
        <div className={cells.developer} title={developerName}>
          {developerId ? (
            <Link to={companyPath(developerId)} className={styles.developerLink} data-testid="rank-developer-link">
              {developerName || NO_VALUE}
            </Link>
          ) : (
            developerName || NO_VALUE
          )}
        </div>
        {extra}
      </div>
    </div>
  );
}
