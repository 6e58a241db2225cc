import { Link } from 'react-router';
import { APP_MATCH_NAMES } from '@bangyan/contract';
import { useAndroidMatchQuery } from '../../api/android.ts';
import { appPagePath } from '../../lib/appPaths.ts';

/**
 * An iOS app's Android counterparts (POST /v1/android/appMatch: the market's named twin, or the same
 * developer and name), each a link to its Android page in that market; nothing while unknown or
 * when none match.
 */
export function AndroidMatchLinks({ appId, country }: { appId: string; country: string }) {
  const matches = useAndroidMatchQuery({ appId, country }).data?.list ?? [];
  if (matches.length === 0) return null;
  return (
    <span data-testid="app-android-matches">
      安卓版：
      {matches.map((m, i) => (
        <span key={`${m.market}|${m.appId}`}>
          {i > 0 && '、'}
          <Link
            to={appPagePath({ trackId: m.appId, platform: 'android', market: m.market, country: 'cn' })}
            title={`${m.trackName}（${APP_MATCH_NAMES[m.matchedBy]}）`}
          >
            {m.marketName}
          </Link>
        </span>
      ))}
    </span>
  );
}
