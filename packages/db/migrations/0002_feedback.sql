-- Feedback sent from the side bar's dialog (spec 2.5, 3).
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  types smallint[] NOT NULL DEFAULT '{}',
  func_types smallint[] NOT NULL DEFAULT '{}',
  content text NOT NULL DEFAULT '' CHECK (length(content) <= 500),
  wechat text NOT NULL DEFAULT '' CHECK (length(wechat) <= 100),
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC);
