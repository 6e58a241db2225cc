-- The Android markets' user reviews ('android-reviews', collectAndroidReviews): each market's newest
-- reviews of the apps the engine tracks there, stored once per (market, app, review id), so the
-- Android app review page can list them by star and count them per star.
CREATE TABLE android_app_reviews (
  market text NOT NULL,
  app_id text NOT NULL,
  review_id text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content text NOT NULL,
  author text NOT NULL,
  version text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (market, app_id, review_id)
);
CREATE INDEX android_app_reviews_time_idx ON android_app_reviews (market, app_id, created_at DESC);
