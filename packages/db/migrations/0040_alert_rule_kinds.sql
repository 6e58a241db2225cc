-- Alert rules, the remaining kinds of issue 22. A followed app's rule may also ask for new versions,
-- its rank crossing the top N of its genre's charts (N here), a fall of its rating and featurings.
ALTER TABLE alert_rules ADD COLUMN rank_top integer NOT NULL DEFAULT 10 CHECK (rank_top > 0);

-- Alerts on the keywords a user watches for an app (app_keyword_watch): a rank change of at least
-- min_change places between two keyword collections (0: not asked for), or leaving the top 10.
-- A rule with neither is not kept.
CREATE TABLE keyword_alert_rules (
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  country text NOT NULL,
  app_id text NOT NULL,
  min_change integer NOT NULL CHECK (min_change >= 0),
  top10_exit boolean NOT NULL,
  channels text[] NOT NULL DEFAULT '{email,webhook,wechat}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, country, app_id),
  CHECK (min_change > 0 OR top10_exit)
);
