-- The one-time 7-day SVIP trial (spec 1, 9): while it runs the user reads as svip; the tier and
-- expiry underneath (e.g. the registration VIP gift) are kept and apply again after it.
ALTER TABLE users ADD COLUMN svip_trial_until timestamptz;
