-- An Android app's cumulative download count lives in android_downloads only (one reading per
-- day), so an app's details row is rewritten only when its details change, not every day.
ALTER TABLE android_apps DROP COLUMN total_downloads;
