import type { ViewApp } from '@bangyan/contract';
import { iosAppPath } from '../../lib/appPaths.ts';
import { RankAppCell } from './RankAppCell.tsx';

/** An app of a storefront's chart: icon and name linking to its page, the developer to the company page. */
export function AppCell({ app, country }: { app: ViewApp; country: string }) {
  return (
    <RankAppCell
      to={iosAppPath(app.appId, country)}
      appId={app.appId}
      name={app.trackName}
      iconUrl={app.artworkUrl60}
      developerName={app.developerName}
      developerId={app.developerId}
    />
  );
}
