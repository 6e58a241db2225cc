-- The app pages' ASA figures read the days an app held keywords' ad slots: find them by app.
CREATE INDEX keyword_daily_ad_app_idx ON keyword_daily (ad_app_id, day) WHERE ad_app_id IS NOT NULL;
