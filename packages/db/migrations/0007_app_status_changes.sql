-- Whether lookup returned an app, as change points keyed by the check: false at the first check
-- that missed it, true at the first that returned it again. Figures of a past time read the
-- on-sale state as it was then (an app a check missed is not counted as on sale).

CREATE TABLE app_status_changes (
  app_id bigint NOT NULL,
  country text NOT NULL,
  at timestamptz NOT NULL,
  on_sale boolean NOT NULL,
  PRIMARY KEY (app_id, country, at)
);

-- Apps missed by their latest checks: the change at the first missed check.
INSERT INTO app_status_changes (app_id, country, at, on_sale)
SELECT app_id, country, coalesce(missing_since, updated_at), false FROM market_apps WHERE status = 0 OR missing_checks > 0;
