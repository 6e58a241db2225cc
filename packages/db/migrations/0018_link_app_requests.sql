-- Apply-to-link-app requests (spec 2.5, 7): a user gives an app's addresses in markets it is not
-- linked to yet; they wait here for review (status pending, then linked or rejected).
CREATE TABLE link_app_requests (
  request_id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  app_id text NOT NULL,
  market text NOT NULL,
  url_list jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'linked', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_app_requests_by_status ON link_app_requests (status, created_at);
