-- Market data engine: time series. Append-only and keyed by time; the large ones are range
-- partitioned by time (monthly partitions created by ingest, plus a default partition) so old
-- months can be detached and archived.

-- A chart as it stood at one snapshot: app ids in rank order (index 1 = rank 1).
CREATE TABLE chart_snapshots (
  country text NOT NULL,
  chart_type text NOT NULL CHECK (chart_type IN ('free', 'charge', 'grossing')),
  genre integer NOT NULL,
  at timestamptz NOT NULL,
  app_ids bigint[] NOT NULL,
  PRIMARY KEY (country, chart_type, genre, at)
) PARTITION BY RANGE (at);
CREATE TABLE chart_snapshots_default PARTITION OF chart_snapshots DEFAULT;

-- A keyword's organic result list (app ids in rank order, depth 200), stored as change points:
-- a row only when the list differs from the one before, so an unchanged keyword costs nothing.
-- An app's rank for the keyword at t is its position in the latest row at or before t.
CREATE TABLE keyword_results (
  keyword_id integer NOT NULL,
  at timestamptz NOT NULL,
  app_ids bigint[] NOT NULL,
  PRIMARY KEY (keyword_id, at)
) PARTITION BY RANGE (at);
CREATE TABLE keyword_results_default PARTITION OF keyword_results DEFAULT;

-- The latest list of every keyword: what change points compare against.
CREATE TABLE keyword_results_current (
  keyword_id integer PRIMARY KEY,
  at timestamptz NOT NULL,
  app_ids bigint[] NOT NULL
);

-- Per keyword per China day: popularity (Apple Ads 5..100), heat, result count, ad slot.
CREATE TABLE keyword_daily (
  keyword_id integer NOT NULL,
  day date NOT NULL,
  popularity smallint,
  heat integer,
  result_count integer,
  ad_app_id bigint,
  PRIMARY KEY (keyword_id, day)
);
CREATE INDEX keyword_daily_day_idx ON keyword_daily (day, heat DESC);

CREATE TABLE trending_snapshots (
  country text NOT NULL,
  at timestamptz NOT NULL,
  terms jsonb NOT NULL,
  PRIMARY KEY (country, at)
);

CREATE TABLE android_chart_snapshots (
  market text NOT NULL,
  chart_type text NOT NULL,
  at timestamptz NOT NULL,
  app_ids text[] NOT NULL,
  PRIMARY KEY (market, chart_type, at)
);

-- Cumulative downloads as the market published them, one reading per China day.
CREATE TABLE android_downloads (
  market text NOT NULL,
  app_id text NOT NULL,
  day date NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (market, app_id, day)
);

-- The calibration data the store publishes (true downloads and revenue of a few apps).
CREATE TABLE calibration_points (
  country text NOT NULL,
  day date NOT NULL,
  app_id bigint NOT NULL,
  downloads bigint NOT NULL,
  revenue numeric(14, 2) NOT NULL,
  PRIMARY KEY (country, day, app_id)
);
