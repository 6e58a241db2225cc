-- The package size of each version as the lookup that recorded the version saw it (packageDetail's
-- size history); NULL for a version recorded before sizes were kept. A version that is the app's
-- current one takes the catalog row's size now.
ALTER TABLE app_versions ADD COLUMN file_size bigint;

UPDATE app_versions v SET file_size = a.file_size
FROM market_apps a
WHERE a.app_id = v.app_id AND a.country = v.country AND a.version = v.version AND a.looked_up AND a.file_size > 0;
