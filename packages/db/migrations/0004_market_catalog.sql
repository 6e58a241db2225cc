-- Market data engine: what the stores list. Current state per app, with its change history.

CREATE TABLE market_apps (
  app_id bigint NOT NULL,
  country text NOT NULL,
  bundle_id text NOT NULL DEFAULT '',
  name text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  developer_id bigint NOT NULL DEFAULT 0,
  developer_name text NOT NULL DEFAULT '',
  seller_name text NOT NULL DEFAULT '',
  icon_url text NOT NULL DEFAULT '',
  screenshot_urls text[] NOT NULL DEFAULT '{}',
  description text NOT NULL DEFAULT '',
  release_notes text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  release_date timestamptz,
  current_version_date timestamptz,
  price numeric(10, 2) NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT '',
  formatted_price text NOT NULL DEFAULT '',
  primary_genre_id integer NOT NULL DEFAULT 0,
  genre_ids integer[] NOT NULL DEFAULT '{}',
  rating real,
  rating_count integer NOT NULL DEFAULT 0,
  file_size bigint NOT NULL DEFAULT 0,
  language_codes text[] NOT NULL DEFAULT '{}',
  content_rating text NOT NULL DEFAULT '',
  is_preorder boolean NOT NULL DEFAULT false,
  -- 1 on sale, 0 offline (lookup stopped returning it on consecutive checks).
  status smallint NOT NULL DEFAULT 1,
  -- Consecutive lookup checks that did not return the app, and the first of them (offline monitor).
  missing_checks smallint NOT NULL DEFAULT 0,
  missing_since timestamptz,
  -- Whether a full lookup has filled the row (chart entries give only a few fields).
  looked_up boolean NOT NULL DEFAULT false,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (app_id, country)
);
CREATE INDEX market_apps_country_genre_idx ON market_apps (country, primary_genre_id);
CREATE INDEX market_apps_developer_idx ON market_apps (developer_id);

-- Append-only history of metadata changes (name, subtitle, icon, description, price, version).
CREATE TABLE app_changes (
  app_id bigint NOT NULL,
  country text NOT NULL,
  at timestamptz NOT NULL,
  field text NOT NULL,
  old_value text NOT NULL,
  new_value text NOT NULL,
  PRIMARY KEY (app_id, country, field, at)
);

CREATE TABLE app_versions (
  app_id bigint NOT NULL,
  country text NOT NULL,
  version text NOT NULL,
  released_at timestamptz NOT NULL,
  release_notes text NOT NULL DEFAULT '',
  PRIMARY KEY (app_id, country, version)
);
CREATE INDEX app_versions_released_idx ON app_versions (country, released_at);

CREATE TABLE app_reviews (
  country text NOT NULL,
  review_id text NOT NULL,
  app_id bigint NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  author text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (country, review_id)
);
CREATE INDEX app_reviews_app_idx ON app_reviews (app_id, country, updated_at DESC);

CREATE TABLE android_apps (
  market text NOT NULL,
  app_id text NOT NULL,
  name text NOT NULL,
  developer_name text NOT NULL DEFAULT '',
  icon_url text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  updated_at timestamptz,
  rating real,
  ios_app_id bigint,
  total_downloads bigint NOT NULL DEFAULT 0,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (market, app_id)
);
CREATE INDEX android_apps_ios_idx ON android_apps (ios_app_id);

-- The keyword universe the collectors sweep, per country.
CREATE TABLE keywords (
  keyword_id serial PRIMARY KEY,
  country text NOT NULL,
  term text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (country, term)
);
