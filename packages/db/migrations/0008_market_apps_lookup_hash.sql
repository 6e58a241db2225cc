-- A fingerprint of the columns a lookup fills, so a lookup rewrites (and even sends) only the apps
-- whose record changed: most of the catalog is unchanged from one daily check to the next.
ALTER TABLE market_apps ADD COLUMN lookup_hash text;
