-- The account centre (/user/info): an uploaded avatar per user, and one record per session, which is the login
-- history and what lets a user end their other sessions.

-- The image itself (PNG, JPEG or WebP, at most 2 MB) and its version: users.avatar_url names both, so a new
-- upload is a new address and the old one may be cached for good.
CREATE TABLE user_avatars (
  uid bigint PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL,
  version text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A session as it began (how, from where, on what) and ended. The session's token is the cookie's secret: only
-- its SHA-256 is kept, which is also its key in the key/value store.
CREATE TABLE user_sessions (
  session_id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  method text NOT NULL CHECK (method IN ('password', 'code', 'wechat', 'register')),
  ip text NOT NULL,
  user_agent text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX user_sessions_by_user ON user_sessions (uid, created_at DESC);
