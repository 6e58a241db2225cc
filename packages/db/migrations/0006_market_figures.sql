-- Market data engine: derived figures (written by analytics) and the record of ingest runs.

CREATE TABLE estimate_models (
  country text NOT NULL,
  day date NOT NULL,
  metric text NOT NULL CHECK (metric IN ('downloads', 'revenue')),
  chart_type text NOT NULL,
  genre integer NOT NULL,
  a double precision NOT NULL,
  b double precision NOT NULL,
  n integer NOT NULL,
  residual_sd double precision NOT NULL,
  PRIMARY KEY (country, day, metric, chart_type, genre)
);

CREATE TABLE app_estimates (
  country text NOT NULL,
  day date NOT NULL,
  app_id bigint NOT NULL,
  downloads bigint,
  downloads_low bigint,
  downloads_high bigint,
  revenue numeric(14, 2),
  revenue_low numeric(14, 2),
  revenue_high numeric(14, 2),
  PRIMARY KEY (country, day, app_id)
);
CREATE INDEX app_estimates_app_idx ON app_estimates (app_id, country, day);

CREATE TABLE app_coverage_daily (
  country text NOT NULL,
  day date NOT NULL,
  app_id bigint NOT NULL,
  total integer NOT NULL,
  top3 integer NOT NULL,
  top10 integer NOT NULL,
  aso_index double precision NOT NULL,
  PRIMARY KEY (country, day, app_id)
);
CREATE INDEX app_coverage_daily_app_idx ON app_coverage_daily (app_id, country, day);

-- Monitor events (offline, new, clear-chart, clear-words, booked, online), idempotent by key.
CREATE TABLE monitor_events (
  kind text NOT NULL CHECK (kind IN ('offline', 'online', 'new', 'clear-chart', 'clear-words', 'booked')),
  country text NOT NULL,
  app_id bigint NOT NULL,
  at timestamptz NOT NULL,
  day date NOT NULL,
  genre integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (kind, country, app_id, at)
);
CREATE INDEX monitor_events_day_idx ON monitor_events (country, day, kind);

-- Every collection or analytics run: what, for which time, how it went; a crashed run stays
-- 'running' and is resumed from its cursor by the next start.
CREATE TABLE ingest_runs (
  id serial PRIMARY KEY,
  job text NOT NULL,
  target_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done', 'failed')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  rows_written integer NOT NULL DEFAULT 0,
  errors jsonb NOT NULL DEFAULT '[]',
  UNIQUE (job, target_at)
);
CREATE INDEX ingest_runs_status_idx ON ingest_runs (status, job);
