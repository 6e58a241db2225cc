-- An ASO delivery request's handling (issue 23): the operator moves it through new → contacted → running → done (or
-- closed) with a note the user reads in 我的投放; the user is told of each change in the message centre.
ALTER TABLE aso_delivery_requests
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'running', 'done', 'closed')),
  ADD COLUMN status_note text NOT NULL DEFAULT '' CHECK (length(status_note) <= 200),
  ADD COLUMN status_at timestamptz;
CREATE INDEX aso_delivery_by_status ON aso_delivery_requests (status, created_at DESC);
