-- Keywords users add for the platform to track (spec 7 /v1/Keywordcover/addAsoKeyword): one row per
-- request of a term for an app, on the China day it was made (the tier's daily quota counts them;
-- the same term for the same app once a day). The term itself joins `keywords` when it is new.
CREATE TABLE aso_keyword_adds (
  id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  country text NOT NULL,
  app_id text NOT NULL,
  term text NOT NULL,
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, country, app_id, term, day)
);
CREATE INDEX aso_keyword_adds_day_idx ON aso_keyword_adds (uid, day);

-- A reviewer's reviews across apps (/v1/review/userReview), newest first.
CREATE INDEX app_reviews_author_idx ON app_reviews (country, author, updated_at DESC);
