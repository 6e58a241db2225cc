-- The operator console's user support, orders, link-app review and overview (issue 23).

-- A disabled user: their sessions were ended and a login is refused; the reason is the operator's.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
ALTER TABLE users ADD COLUMN disabled_reason text NOT NULL DEFAULT '';

-- The China days a user was seen logged in (a login, or any request with their session): one row per user and day,
-- written the first time that day. The overview's active users are these.
CREATE TABLE user_active_days (
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (uid, day)
);
CREATE INDEX user_active_days_by_day ON user_active_days (day);
CREATE INDEX users_created ON users (created_at);

-- A paid order an operator marked refunded: when, why and by whom, and the membership after the refund took back
-- what the order bought. The money goes back through the payment provider outside the platform (for now).
ALTER TABLE vip_orders DROP CONSTRAINT vip_orders_status_check;
ALTER TABLE vip_orders ADD CONSTRAINT vip_orders_status_check
  CHECK (status IN ('pending', 'paid', 'closed', 'refunded'));
ALTER TABLE vip_orders ADD COLUMN refunded_at timestamptz;
ALTER TABLE vip_orders ADD COLUMN refund_reason text NOT NULL DEFAULT '';
ALTER TABLE vip_orders ADD COLUMN refunded_by bigint REFERENCES admins (id);
ALTER TABLE vip_orders ADD COLUMN refund_role text CHECK (refund_role IN ('normal', 'vip', 'svip'));
ALTER TABLE vip_orders ADD COLUMN refund_end timestamptz;
ALTER TABLE vip_orders ADD CONSTRAINT vip_orders_refund_check
  CHECK (status <> 'refunded' OR (refunded_at IS NOT NULL AND paid_at IS NOT NULL AND refunded_by IS NOT NULL));
CREATE INDEX vip_orders_by_paid ON vip_orders (paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX vip_orders_by_created ON vip_orders (created_at DESC);

-- An operator's decision on a link-app request: who, when, and the reason of a rejection.
ALTER TABLE link_app_requests ADD COLUMN decided_at timestamptz;
ALTER TABLE link_app_requests ADD COLUMN decided_by bigint REFERENCES admins (id);
ALTER TABLE link_app_requests ADD COLUMN reject_reason text NOT NULL DEFAULT '';

-- Listings an operator confirmed to be one app (an approved link-app request): the app of the request (an iOS app,
-- market 'ios', or an Android package in its market) and an Android market's listing of it. The engine's app
-- matching (queries/androidApp.ts androidMatches) and the Android header's markets read these beside its own
-- name-and-developer rule. One row per pair.
CREATE TABLE app_links (
  id bigserial PRIMARY KEY,
  app_id text NOT NULL,
  market text NOT NULL,
  linked_app_id text NOT NULL,
  linked_market text NOT NULL,
  request_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (market, app_id, linked_market, linked_app_id)
);
CREATE INDEX app_links_linked ON app_links (linked_market, linked_app_id);

-- The overview's alert counts by day.
CREATE INDEX alert_deliveries_by_sent ON alert_deliveries (sent_at) WHERE sent_at IS NOT NULL;
