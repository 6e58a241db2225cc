-- WeChat QR login (spec 4): the WeChat account (openid) bound to a user, at most one each way.
ALTER TABLE users ADD COLUMN wechat_openid text;
CREATE UNIQUE INDEX users_wechat_openid ON users (wechat_openid) WHERE wechat_openid IS NOT NULL;
