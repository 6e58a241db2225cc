-- Followed apps (spec 3 'Followed app', 6): per user, an iOS app in a storefront or an Android app
-- in a market, in the user's own order. The tier's follow quota is checked by the server.
CREATE TABLE user_follows (
  follow_id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  market text NOT NULL,
  country text NOT NULL,
  app_id text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, market, country, app_id)
);
CREATE INDEX user_follows_by_user ON user_follows (uid, sort, follow_id);
