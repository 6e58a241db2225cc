-- An Android app's details as each market showed them over time (its version, update date, rating
-- and name), one row whenever a check saw them change (storeAndroidApps), so the Android app pages
-- can show version history and the market's rating over time. Existing apps start with their
-- current details at the check that last saw them change.
CREATE TABLE android_app_history (
  market text NOT NULL,
  app_id text NOT NULL,
  at timestamptz NOT NULL,
  name text NOT NULL,
  version text NOT NULL,
  updated_at timestamptz,
  rating real,
  PRIMARY KEY (market, app_id, at)
);

INSERT INTO android_app_history (market, app_id, at, name, version, updated_at, rating)
SELECT market, app_id, last_seen_at, name, version, updated_at, rating FROM android_apps;
