-- Groups a user sorts followed apps into (the account centre's 我的关注): named by the user, in the
-- user's order; a follow is in at most one group (NULL: ungrouped), and deleting a group ungroups
-- its apps. The group limit and name rules are the server's.
CREATE TABLE follow_groups (
  group_id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, name)
);
ALTER TABLE user_follows ADD COLUMN group_id bigint REFERENCES follow_groups (group_id) ON DELETE SET NULL;
CREATE INDEX user_follows_by_group ON user_follows (group_id) WHERE group_id IS NOT NULL;
