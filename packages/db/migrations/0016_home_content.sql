-- Home's content (spec 2.4, 3): adverts by position, featured articles, operations-circle news,
-- testimonials, partner logos and the game promotion boards. Operator content: a seed step fills
-- demo rows; images are URLs or data: URIs.

CREATE TABLE adverts (
  id serial PRIMARY KEY,
  -- Spec 7 positions (pc_index_dialog, pc_first_ad2); the API accepts only the ones it knows.
  position text NOT NULL CHECK (position ~ '^[a-z0-9_]{1,50}$'),
  -- Carousel fields (spec 3 ad carousel item).
  image text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '' CHECK (length(url) <= 500),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  -- Popup fields (spec 3 popup ad).
  img_pc text NOT NULL DEFAULT '',
  url_pc text NOT NULL DEFAULT '' CHECK (length(url_pc) <= 500),
  -- The advert runs from start_at until end_at.
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX adverts_position_idx ON adverts (position, sort, id);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  -- The blog's own identifier of the post.
  guid text NOT NULL UNIQUE CHECK (length(guid) BETWEEN 1 AND 200),
  thumbnail text NOT NULL,
  post_title text NOT NULL CHECK (length(post_title) BETWEEN 1 AND 200),
  post_excerpt text NOT NULL DEFAULT '' CHECK (length(post_excerpt) <= 500),
  -- A path on the provider's main site (spec 2.2 external links under /blog).
  url text NOT NULL CHECK (url LIKE '/blog%' AND length(url) <= 500),
  published_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_published_idx ON articles (published_at DESC, id DESC);

CREATE TABLE news (
  -- The post's id on the provider's operations circle: {host}/yunyingquan/{id}.html (spec 2.2).
  id integer PRIMARY KEY CHECK (id > 0),
  article_title text NOT NULL CHECK (length(article_title) BETWEEN 1 AND 200),
  view_counts integer NOT NULL DEFAULT 0 CHECK (view_counts >= 0),
  add_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_add_time_idx ON news (add_time DESC, id DESC);

CREATE TABLE testimonials (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  title text NOT NULL DEFAULT '' CHECK (length(title) <= 50),
  company text NOT NULL DEFAULT '' CHECK (length(company) <= 50),
  quote text NOT NULL CHECK (length(quote) BETWEEN 1 AND 300),
  avatar text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX testimonials_sort_idx ON testimonials (sort, id);

CREATE TABLE partners (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 50),
  logo text NOT NULL,
  -- Empty when the logo links nowhere.
  url text NOT NULL DEFAULT '' CHECK (length(url) <= 500),
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partners_sort_idx ON partners (sort, id);

-- Games promoted through live streams and short videos (spec 3 live game, video game).
CREATE TABLE promo_games (
  -- The promotion platform's id of the game.
  unique_id text PRIMARY KEY CHECK (length(unique_id) BETWEEN 1 AND 64),
  -- The App Store app (market_apps, storefront cn) the game is, when known: its name, developer
  -- and icon are then read from the catalog rather than from the columns below.
  app_id bigint,
  track_name text NOT NULL CHECK (length(track_name) BETWEEN 1 AND 100),
  artist_name text NOT NULL DEFAULT '',
  artwork_url text NOT NULL,
  genre_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The live-stream board: live sessions carrying the game's download widgets (小风车, 小手柄) and
-- the creators streaming it.
CREATE TABLE promo_live_games (
  unique_id text PRIMARY KEY REFERENCES promo_games (unique_id) ON DELETE CASCADE,
  live_windmill_num integer NOT NULL CHECK (live_windmill_num >= 0),
  live_handle_num integer NOT NULL CHECK (live_handle_num >= 0),
  author_num integer NOT NULL CHECK (author_num >= 0)
);

-- The short-video board: the same figures plus the promotion videos published.
CREATE TABLE promo_video_games (
  unique_id text PRIMARY KEY REFERENCES promo_games (unique_id) ON DELETE CASCADE,
  video_num integer NOT NULL CHECK (video_num >= 0),
  live_windmill_num integer NOT NULL CHECK (live_windmill_num >= 0),
  live_handle_num integer NOT NULL CHECK (live_handle_num >= 0),
  author_num integer NOT NULL CHECK (author_num >= 0)
);
CREATE INDEX promo_video_games_video_num_idx ON promo_video_games (video_num DESC);

-- Creators promoting games (spec 3 talent).
CREATE TABLE promo_talents (
  id serial PRIMARY KEY,
  author_id text NOT NULL UNIQUE CHECK (length(author_id) BETWEEN 1 AND 64),
  nickname text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 50),
  avatar text NOT NULL,
  follower_count bigint NOT NULL CHECK (follower_count >= 0),
  -- The creator's main game genre (an App Store genre id).
  genre_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promo_talents_followers_idx ON promo_talents (follower_count DESC);

CREATE TABLE promo_talent_apps (
  talent_id integer NOT NULL REFERENCES promo_talents (id) ON DELETE CASCADE,
  unique_id text NOT NULL REFERENCES promo_games (unique_id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (talent_id, unique_id)
);
CREATE INDEX promo_talent_apps_game_idx ON promo_talent_apps (unique_id);
