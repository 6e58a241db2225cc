-- Content pages (spec 2.1, pages.md "Content pages"): /new/about (#join, #partner), /brand, /brand/about,
-- /new/events/detail and /new/service/api read their text from these tables, which the seed fills once (only where
-- a table is still empty) and operators edit afterwards. The pages' forms store leads; the keyword cart's delivery
-- page stores ASO delivery requests. Bodies and descriptions are plain text; `page_blocks.body` is the Markdown
-- subset of the blog (paragraphs, ##/### headings, "- " lists, **bold**, [links](…)). List fields (duties,
-- requirements, features) hold one item a line.

-- A page's text blocks, by page (about, brand, api) and a key the page knows (intro, culture, story, …), in `sort`
-- order.
CREATE TABLE page_blocks (
  page text NOT NULL,
  key text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page, key)
);

-- /new/about#join: the open positions; applying is by email to `email`. Hidden ones are not shown.
CREATE TABLE job_openings (
  id serial PRIMARY KEY,
  title text NOT NULL,
  department text NOT NULL DEFAULT '',
  city text NOT NULL,
  duties text NOT NULL,
  requirements text NOT NULL,
  email text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- /new/about#partner: the kinds of partnership a partner lead names.
CREATE TABLE partnership_kinds (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- /brand: the brand's products; `url` is a path of this site or an https address.
CREATE TABLE brand_products (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

-- /brand/about: the history, a milestone a month (`happened_on` is its first day).
CREATE TABLE brand_milestones (
  id serial PRIMARY KEY,
  happened_on date NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT ''
);

-- /new/service/api: the data API's plans (price and quota as the page shows them).
CREATE TABLE api_plans (
  id serial PRIMARY KEY,
  name text NOT NULL,
  price text NOT NULL,
  quota text NOT NULL,
  features text NOT NULL,
  highlighted boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

-- /new/service/api: what the API offers, by the contract's endpoint tags; the page counts each tag's endpoints from
-- the API document. A tag without a row is not offered on the page.
CREATE TABLE api_endpoint_groups (
  tag text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- /new/events/detail: events (the page opens ?id=… or the latest published), their agenda and speakers.
CREATE TABLE events (
  id serial PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL DEFAULT '',
  city text NOT NULL,
  venue text NOT NULL,
  address text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  capacity integer NOT NULL CHECK (capacity > 0),
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_latest ON events (starts_at DESC) WHERE published;

CREATE TABLE event_agenda (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  start_time text NOT NULL CHECK (start_time ~ '^([01]\d|2[0-3]):[0-5]\d$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01]\d|2[0-3]):[0-5]\d$'),
  title text NOT NULL,
  speaker text NOT NULL DEFAULT ''
);
CREATE INDEX event_agenda_by_event ON event_agenda (event_id, start_time);

CREATE TABLE event_speakers (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  name text NOT NULL,
  title text NOT NULL,
  company text NOT NULL,
  bio text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX event_speakers_by_event ON event_speakers (event_id, sort);

-- A lead from a public form: a data-API application, an event sign-up (`ref_id` the event; one per phone and event),
-- a partnership enquiry (`ref_id` the partnership kind). `uid` when the person was logged in.
CREATE TABLE leads (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('api_apply', 'event_signup', 'partner')),
  ref_id integer,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL DEFAULT '',
  company text NOT NULL,
  job_title text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  uid bigint REFERENCES users (uid) ON DELETE SET NULL,
  ip text NOT NULL,
  user_agent text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_by_kind ON leads (kind, created_at DESC, id DESC);
CREATE INDEX leads_newest ON leads (created_at DESC, id DESC);
CREATE UNIQUE INDEX leads_event_phone ON leads (ref_id, phone) WHERE kind = 'event_signup';

-- An ASO delivery request from the keyword cart's page: the app, each keyword with its heat and the app's rank when
-- asked (null: not known) and the rank wanted, the budget in yuan, the contact.
CREATE TABLE aso_delivery_requests (
  id bigserial PRIMARY KEY,
  uid bigint NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  app_id bigint NOT NULL,
  country text NOT NULL,
  app_name text NOT NULL,
  keywords jsonb NOT NULL,
  budget integer NOT NULL CHECK (budget > 0),
  contact_name text NOT NULL,
  contact_phone text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aso_delivery_by_user ON aso_delivery_requests (uid, created_at DESC);
CREATE INDEX aso_delivery_newest ON aso_delivery_requests (created_at DESC, id DESC);
