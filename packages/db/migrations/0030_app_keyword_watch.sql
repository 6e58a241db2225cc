-- Watched keywords of an app (pages.md keywordsmonitor): per user, the keywords of one storefront
-- whose rank for one app they follow. The tier's per-app quota is checked by the server.
CREATE TABLE app_keyword_watch (
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  country text NOT NULL,
  app_id text NOT NULL,
  keyword_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, country, app_id, keyword_id)
);
