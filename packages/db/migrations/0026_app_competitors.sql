-- Competitors (pages.md competitor / competitorInfo): per user, the apps they compare one app of a
-- storefront with. The per-app limit is checked by the server.
CREATE TABLE app_competitors (
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  country text NOT NULL,
  app_id text NOT NULL,
  competitor_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, country, app_id, competitor_id),
  CHECK (app_id <> competitor_id)
);
