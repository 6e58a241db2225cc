-- Saved search keywords (spec 6 'saved-keyword limit', 7 followSearchKeyword / userKeywordAll): per
-- user, a keyword of one App Store storefront. The tier's quota is checked by the server.
CREATE TABLE user_keywords (
  keyword_save_id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  country text NOT NULL,
  keyword text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, country, keyword)
);
CREATE INDEX user_keywords_by_user ON user_keywords (uid, created_at DESC);
