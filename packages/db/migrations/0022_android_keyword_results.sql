-- Android markets' search results for China's hottest keywords (the market engine's
-- 'android-keywords' job). A keyword (the cn keyword_id) has one result list per market: package
-- names in rank order (index 1 = rank 1, depth 100), stored as change points like keyword_results:
-- a row only when the list differs from the market's latest one, so the list in force at t is the
-- latest row at or before t.
CREATE TABLE android_keyword_results (
  market text NOT NULL,
  keyword_id integer NOT NULL,
  at timestamptz NOT NULL,
  app_ids text[] NOT NULL,
  PRIMARY KEY (market, keyword_id, at)
);

-- Per market, keyword and China day: when the day's collection searched it and how many results
-- the market returned (a day without a row was not collected).
CREATE TABLE android_keyword_daily (
  market text NOT NULL,
  keyword_id integer NOT NULL,
  day date NOT NULL,
  at timestamptz NOT NULL,
  result_count integer NOT NULL,
  PRIMARY KEY (market, keyword_id, day)
);
