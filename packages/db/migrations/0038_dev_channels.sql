-- Development stand-ins of the alert channels (apps/server/src/alerts/channels/), each shown on a
-- /dev page outside production: mail that would have gone out over SMTP, WeChat template messages
-- that would have gone to the official-account API, and what arrived at the development webhook
-- receiver (POST /dev/webhook/:token).
CREATE TABLE dev_mail (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dev_wechat_messages (
  id bigserial PRIMARY KEY,
  openid text NOT NULL,
  template_id text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dev_webhook_inbox (
  id bigserial PRIMARY KEY,
  token text NOT NULL,
  headers jsonb NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_webhook_inbox_by_token ON dev_webhook_inbox (token, id);
