-- The operator console (/admin): operator accounts apart from users', their sessions, the audit log of every change
-- they make, and the feedback inbox's replies.

-- An operator: a username, an scrypt password hash (as users'), a role (the contract's ADMIN_ROLES names what each
-- may do) and the TOTP secret (base32) of the two-factor login. A disabled operator cannot log in, and their open
-- sessions stop working.
CREATE TABLE admins (
  id bigserial PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9_.-]{3,32}$'),
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'operator', 'editor')),
  totp_secret text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);

-- An operator's session: only the SHA-256 of the cookie's token is kept (as users' sessions). Every console request
-- is checked against this table, so ending a session or disabling an operator takes effect at once.
CREATE TABLE admin_sessions (
  id bigserial PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  ip text NOT NULL,
  user_agent text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX admin_sessions_by_admin ON admin_sessions (admin_id, created_at DESC);

-- Every change an operator makes (and each login and logout): who, what, on which target, the state before and
-- after, when and from where. Rows are only ever added.
CREATE TABLE admin_audit (
  id bigserial PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES admins (id),
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL
);
CREATE INDEX admin_audit_at ON admin_audit (at DESC, id DESC);

-- Feedback: the user who sent it (when logged in; a visitor leaves only a contact), and the operator's reply.
ALTER TABLE feedback
  ADD COLUMN uid bigint REFERENCES users (uid) ON DELETE SET NULL,
  ADD COLUMN reply text CHECK (length(reply) <= 1000),
  ADD COLUMN replied_at timestamptz,
  ADD COLUMN replied_by bigint REFERENCES admins (id);
CREATE INDEX feedback_unreplied ON feedback (created_at DESC) WHERE replied_at IS NULL;
