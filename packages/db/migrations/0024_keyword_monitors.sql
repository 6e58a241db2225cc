-- Keyword monitors (spec 8 'Subscribe', pages.md subscribedetail): per user, a keyword of one App
-- Store storefront whose daily changes are reported (a WeChat reminder when the account is bound).
-- The tier's quota is checked by the server.
CREATE TABLE keyword_monitors (
  monitor_id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  country text NOT NULL,
  keyword text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, country, keyword)
);
CREATE INDEX keyword_monitors_by_user ON keyword_monitors (uid, created_at DESC);
