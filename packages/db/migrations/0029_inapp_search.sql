-- In-app purchase items and in-app events as App Store search shows them (the keyword collection).
-- Each item and event search has shown, with its app; name and price (items) or badge and run
-- (events) as last seen.
CREATE TABLE inapp_items (
  country text NOT NULL,
  product_id bigint NOT NULL,
  app_id bigint NOT NULL,
  name text NOT NULL,
  price numeric(12, 2) NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (country, product_id)
);
CREATE INDEX inapp_items_app_idx ON inapp_items (country, app_id);

CREATE TABLE inapp_events (
  country text NOT NULL,
  event_id bigint NOT NULL,
  app_id bigint NOT NULL,
  name text NOT NULL,
  kind text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (country, event_id)
);
CREATE INDEX inapp_events_app_idx ON inapp_events (country, app_id);

-- Per keyword (a country's keyword_id) and kind ('item' | 'event'): the entries search shows, in
-- rank order (index 1 = rank 1), as change points like keyword_results: a row only when the list
-- differs from the latest one; the current table holds each keyword's latest list.
CREATE TABLE keyword_inapp_results (
  keyword_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('item', 'event')),
  at timestamptz NOT NULL,
  ids bigint[] NOT NULL,
  PRIMARY KEY (keyword_id, kind, at)
);
CREATE TABLE keyword_inapp_results_current (
  keyword_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('item', 'event')),
  at timestamptz NOT NULL,
  ids bigint[] NOT NULL,
  PRIMARY KEY (keyword_id, kind)
);
CREATE INDEX keyword_inapp_results_current_ids_idx ON keyword_inapp_results_current USING gin (ids);

-- Per app, kind and China day: keywords (heat ≥ 4605) whose search shows one of its items / events,
-- and how many of them within the first 3 and 10 entries.
CREATE TABLE app_inapp_coverage_daily (
  country text NOT NULL,
  app_id bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('item', 'event')),
  day date NOT NULL,
  total integer NOT NULL,
  top3 integer NOT NULL,
  top10 integer NOT NULL,
  PRIMARY KEY (country, app_id, kind, day)
);
