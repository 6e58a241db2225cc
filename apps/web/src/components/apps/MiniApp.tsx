import { Link } from 'react-router';
import type { ViewApp } from '@bangyan/contract';
import { iosAppPath } from '../../lib/appPaths.ts';
import { AppIcon } from '../AppIcon.tsx';
import styles from './MiniApp.module.css';

/** An app in one line: small icon and name (after its rank, when given), linking to its page. */
export function MiniApp({
  app,
  country,
  rank,
  size = 24,
}: {
  app: Pick<ViewApp, 'appId' | 'trackName' | 'artworkUrl60'>;
  country: string;
  rank?: number;
  size?: number;
}) {
  return (
    <Link to={iosAppPath(app.appId, country)} className={styles.mini} title={app.trackName} data-testid="mini-app">
      <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.appId} size={size} />
      <span className={styles.miniName}>
        {rank !== undefined && `${rank}. `}
        {app.trackName || app.appId}
      </span>
    </Link>
  );
}
