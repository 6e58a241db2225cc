-- The account centre's messages: a user's notices (消息中心) and the release notes (更新日志).

-- Notices to one user, written through apps/server/src/notices/ by the module whose change they
-- report (an order paid, a link-app request received, the welcome), later by the alert engine.
-- A notice with a dedupe_key is written once per user and key: a repeat changes nothing.
CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('alert', 'link-app', 'order', 'system')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 2000),
  -- An in-site path the notice leads to ('/user/orders'), or null.
  link text CHECK (link IS NULL OR (link ~ '^/([^/\\]|$)' AND length(link) <= 500)),
  dedupe_key text CHECK (dedupe_key IS NULL OR length(dedupe_key) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  UNIQUE (uid, dedupe_key)
);
-- A page of the user's notices, newest first, of all kinds or of one.
CREATE INDEX notices_by_user ON notices (uid, created_at DESC, id DESC);
CREATE INDEX notices_by_user_kind ON notices (uid, kind, created_at DESC, id DESC);
-- The unread counts (the header's badge on every page).
CREATE INDEX notices_unread ON notices (uid, kind) WHERE read_at IS NULL;

-- Release notes the operators edit: a seed step fills the releases so far once and never again.
-- items holds one line per change.
CREATE TABLE release_notes (
  id serial PRIMARY KEY,
  version text NOT NULL UNIQUE CHECK (length(version) BETWEEN 1 AND 30),
  released_on date NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  items text NOT NULL CHECK (length(items) <= 5000),
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX release_notes_published ON release_notes (released_on DESC, id DESC) WHERE published;
