-- When an app went off sale (lookup missed it on consecutive checks) or came back: change points
-- keyed by the check that decided it, so figures of a past time read the on-sale state as it was.

CREATE TABLE app_status_changes (
  app_id bigint NOT NULL,
  country text NOT NULL,
  at timestamptz NOT NULL,
  on_sale boolean NOT NULL,
  PRIMARY KEY (app_id, country, at)
);

-- Apps already offline: their change at the first missed check.
INSERT INTO app_status_changes (app_id, country, at, on_sale)
SELECT app_id, country, coalesce(missing_since, updated_at), false FROM market_apps WHERE status = 0;
