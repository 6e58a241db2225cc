-- Site content shown by the shell: footer friendly links and business-info cards.
CREATE TABLE friend_links (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 500),
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX friend_links_sort_idx ON friend_links (sort, id);

CREATE TABLE business_info (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 50),
  description text NOT NULL DEFAULT '',
  img text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_info_sort_idx ON business_info (sort, id);

-- Key/value facts about this installation (e.g. which seed steps have run).
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
