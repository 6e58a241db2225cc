-- Membership orders (/vip/index): one row per order a user opens, kept whatever becomes of it.
-- An order is pending for 30 minutes (expires_at), then closed; a payment notification for it
-- marks it paid (once: the provider's trade number is kept) and applies the purchase to the user's
-- role and role_end_at in the same transaction, recording the membership before and after.
CREATE TABLE vip_orders (
  order_no text PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid),
  plan_id text NOT NULL,
  tier text NOT NULL CHECK (tier IN ('vip', 'svip')),
  months integer NOT NULL CHECK (months > 0),
  amount_fen integer NOT NULL CHECK (amount_fen > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'closed')),
  provider text NOT NULL,
  provider_trade_no text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  role_before text CHECK (role_before IN ('normal', 'vip', 'svip')),
  end_before timestamptz,
  role_after text CHECK (role_after IN ('normal', 'vip', 'svip')),
  end_after timestamptz,
  CHECK (status <> 'paid' OR (paid_at IS NOT NULL AND provider_trade_no IS NOT NULL AND role_after IS NOT NULL AND end_after IS NOT NULL))
);
CREATE INDEX vip_orders_by_user ON vip_orders (uid, created_at DESC);
CREATE UNIQUE INDEX vip_orders_trade ON vip_orders (provider, provider_trade_no) WHERE provider_trade_no IS NOT NULL;
