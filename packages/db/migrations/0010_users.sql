-- Accounts (spec 3 'User info', 6): one row per registered user, found by phone (with its calling
-- region) or email. The password is kept only as a slow salted hash (scrypt).
CREATE TABLE users (
  uid bigserial PRIMARY KEY,
  region text NOT NULL DEFAULT '86',
  phone text,
  email text,
  password_hash text NOT NULL,
  nickname text NOT NULL,
  avatar_url text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'normal' CHECK (role IN ('normal', 'vip', 'svip')),
  role_end_at timestamptz,
  first_login boolean NOT NULL DEFAULT true,
  bang_list_type text NOT NULL DEFAULT 'card' CHECK (bang_list_type IN ('card', 'list')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  CHECK (phone IS NOT NULL OR email IS NOT NULL)
);
CREATE UNIQUE INDEX users_phone ON users (region, phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE email IS NOT NULL;

-- What the development SMS and email providers "sent" (GET /dev/outbox, never in production).
CREATE TABLE dev_outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  purpose text NOT NULL,
  code text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
