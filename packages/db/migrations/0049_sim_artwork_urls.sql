-- The simulated store's pictures moved from an address that never resolved (https://sim.bangyan.local/…png) to the
-- product's own origin (/media/sim/…svg, drawn by the server). An installation backfilled before keeps its history
-- consistent: stored icons, screenshots and recorded icon changes point at the new addresses, so the next lookup
-- records no change and no page shows a picture that cannot load. Live data (Apple's URLs) is untouched.

UPDATE market_apps
SET icon_url = regexp_replace(icon_url, '^https://sim\.bangyan\.local/icons/(\d+)\.png$', '/media/sim/icons/\1.svg')
WHERE icon_url LIKE 'https://sim.bangyan.local/%';

UPDATE market_apps
SET screenshot_urls = ARRAY(
  SELECT regexp_replace(u, '^https://sim\.bangyan\.local/screenshots/(\d+)/(\d+)\.png$', '/media/sim/screenshots/\1/\2.svg')
  FROM unnest(screenshot_urls) WITH ORDINALITY AS s(u, i)
  ORDER BY i
)
WHERE screenshot_urls[1] LIKE 'https://sim.bangyan.local/%';

UPDATE android_apps
SET icon_url = regexp_replace(icon_url, '^https://sim\.bangyan\.local/android/(.+)\.png$', '/media/sim/android/\1.svg')
WHERE icon_url LIKE 'https://sim.bangyan.local/%';

UPDATE app_changes
SET
  old_value = regexp_replace(old_value, '^https://sim\.bangyan\.local/icons/(\d+)\.png$', '/media/sim/icons/\1.svg'),
  new_value = regexp_replace(new_value, '^https://sim\.bangyan\.local/icons/(\d+)\.png$', '/media/sim/icons/\1.svg')
WHERE field = 'icon_url';
