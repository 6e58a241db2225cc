-- The search box (spec 2.4, 3 'Suggestions', 7 suggestionPC / clearSearchHistory): indexes for
-- suggestion lookup over keywords, app names and developer names, and each user's recent searches.

-- The lowercased one- and two-character pieces of a text. A GIN index over them answers "contains"
-- for a query of any length (its pieces must all be there; the caller rechecks the whole text), which
-- a trigram index cannot do for the one- and two-character Chinese queries people type
-- (design/architecture.md). Not inlined by the planner (it has a FROM), so queries written as
-- `bigrams(col) @> bigrams($1)` match the index expressions below.
CREATE FUNCTION bigrams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(s, i, n) AS g
    FROM (SELECT lower(t) AS s) l
    CROSS JOIN generate_series(1, char_length(lower(t))) AS i
    CROSS JOIN (VALUES (1), (2)) AS k (n)
    WHERE i + n - 1 <= char_length(s)
  ) pieces
  WHERE btrim(g) <> ''
$$;

CREATE INDEX keywords_term_bigrams_idx ON keywords USING gin (bigrams(term));
CREATE INDEX market_apps_name_bigrams_idx ON market_apps USING gin (bigrams(name));
-- Companies are found by the developer's name or the seller's (often the Chinese legal name).
CREATE INDEX market_apps_company_bigrams_idx ON market_apps USING gin (bigrams(developer_name || ' ' || seller_name));
CREATE INDEX android_apps_name_bigrams_idx ON android_apps USING gin (bigrams(name));

-- A logged-in user's recent searches: one row per keyword, moved to the top when searched again;
-- the server keeps the newest 20 (visitors keep theirs in the browser).
CREATE TABLE search_history (
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  keyword text NOT NULL,
  searched_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (uid, keyword)
);
CREATE INDEX search_history_recent_idx ON search_history (uid, searched_at DESC);
