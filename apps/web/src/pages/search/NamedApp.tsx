import { Link } from 'react-router';
import type { MatchedApp } from '@bangyan/contract';
import { AppIcon } from '../../components/AppIcon.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import styles from './Search.module.css';

/**
 * The app the searched text names (the API's namedApp), shown above a keyword's results: a person who
 * typed an app's name that is also a keyword finds the app first.
 */
export function NamedApp({ app, country }: { app: MatchedApp; country: string }) {
  return (
    <Link to={iosAppPath(app.appId, country)} className={styles.namedApp} data-testid="named-app">
      <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.appId} size={40} />
      <span className={styles.namedAppText}>
        <span className={styles.namedAppName}>{app.trackName || app.appId}</span>
        <span className={styles.namedAppSub}>{app.developerName}</span>
      </span>
      <span className={styles.namedAppGo}>查看应用 ›</span>
    </Link>
  );
}
