-- Page views reported by the web shell on every navigation (spec 2.2). Append-only.
CREATE TABLE page_views (
  id bigserial PRIMARY KEY,
  path text NOT NULL CHECK (length(path) <= 500),
  referrer text NOT NULL DEFAULT '' CHECK (length(referrer) <= 1000),
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_views_created_idx ON page_views (created_at);
CREATE INDEX page_views_path_idx ON page_views (path, created_at);
