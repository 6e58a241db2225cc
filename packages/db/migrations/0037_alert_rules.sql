-- Alert rules (issue 22): which of the engine's events about a followed iOS app a user is told of
-- (offline, back online, cleared from the charts, cleared from keywords), from when the rule was
-- set. A rule belongs to its follow: unfollowing drops it.
CREATE TABLE alert_rules (
  uid bigint NOT NULL,
  market text NOT NULL,
  country text NOT NULL,
  app_id text NOT NULL,
  kinds text[] NOT NULL CHECK (cardinality(kinds) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, market, country, app_id),
  FOREIGN KEY (uid, market, country, app_id) REFERENCES user_follows (uid, market, country, app_id) ON DELETE CASCADE
);
