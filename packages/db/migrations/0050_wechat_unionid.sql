-- WeChat's UnionID (the same for a person across the website app and the official account when both are under one
-- Open Platform account): a WeChat login by either app finds the account by it when the openid is the other app's.
ALTER TABLE users ADD COLUMN wechat_unionid text;
CREATE UNIQUE INDEX users_wechat_unionid ON users (wechat_unionid) WHERE wechat_unionid IS NOT NULL;
