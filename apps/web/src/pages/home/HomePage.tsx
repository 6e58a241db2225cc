import { HomeBanner } from './HomeBanner.tsx';

/** Home (spec 2.4). The search box and the data sections arrive with their own issues. */
export function HomePage() {
  return <HomeBanner />;
}
