-- The apps the store features (its Today page), as the collections saw them: one row per featuring
-- (storefront, app, the time the store put it up) with the first and the last collection that saw
-- it, so a day's featured apps are those seen that day. Written by the market engine's 'featured' job.
CREATE TABLE featured_apps (
  country text NOT NULL,
  app_id bigint NOT NULL,
  featured_at timestamptz NOT NULL,
  -- 'app' or 'game', and the store's editorial label (新品推荐, 编辑推荐).
  kind text NOT NULL,
  label text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (country, app_id, featured_at)
);
CREATE INDEX featured_apps_seen_idx ON featured_apps (country, last_seen_at);
