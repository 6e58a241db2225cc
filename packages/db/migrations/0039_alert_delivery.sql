-- How alerts reach a user (issue 22): the push time of the daily digest (China time), immediate
-- alerts or not, a pause, and the channels besides the message centre. Email goes to the account's
-- bound address and WeChat to the bound WeChat; a webhook's address and secret are kept here.
CREATE TABLE alert_settings (
  uid bigint PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  push_time text NOT NULL DEFAULT '09:00' CHECK (push_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  digest boolean NOT NULL DEFAULT true,
  instant boolean NOT NULL DEFAULT true,
  paused boolean NOT NULL DEFAULT false,
  email_on boolean NOT NULL DEFAULT false,
  webhook_on boolean NOT NULL DEFAULT false,
  webhook_kind text CHECK (webhook_kind IN ('generic', 'wecom', 'feishu', 'dingtalk')),
  webhook_url text NOT NULL DEFAULT '',
  webhook_secret text NOT NULL DEFAULT '',
  wechat_on boolean NOT NULL DEFAULT false,
  -- The China day of the last digest sent: one a day.
  digest_day date,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each rule's channels: its alerts go out on those of them the user has turned on.
ALTER TABLE alert_rules ADD COLUMN channels text[] NOT NULL DEFAULT '{email,webhook,wechat}';

-- The durable outbox: one row per alert, user and channel (unique, so a repeated match queues
-- nothing twice), delivered with retries and backoff. A row being delivered is 'sending' with a
-- lease; a crash leaves it to be taken again when the lease ends, carrying the same id, which every
-- channel passes on (Message-ID, X-Bangyan-Delivery, WeChat's client_msg_id) for the receiver to
-- drop a repeat.
CREATE TABLE alert_deliveries (
  id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'webhook', 'wechat')),
  dedupe_key text NOT NULL,
  title text NOT NULL,
  lines text[] NOT NULL,
  link text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'capped', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  last_error text NOT NULL DEFAULT '',
  -- When the alert engine found the event: delivered minus detected is the alert's latency.
  detected_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (uid, channel, dedupe_key)
);
CREATE INDEX alert_deliveries_due ON alert_deliveries (next_at) WHERE status IN ('pending', 'sending');
CREATE INDEX alert_deliveries_by_user ON alert_deliveries (uid, id DESC);
