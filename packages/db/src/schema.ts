import type { ColumnType, Generated } from 'kysely';
import type { MarketDatabase } from './schema-market.ts';

/** Row types of every table, for Kysely. Names are the SQL names (snake_case). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface FriendLinksTable {
  id: Generated<number>;
  name: string;
  url: string;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** Migration 0043: shown on the site (an editor hides a row without deleting it). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BusinessInfoTable {
  id: Generated<number>;
  name: string;
  description: string;
  img: string;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** Migration 0043: shown on the site (an editor hides a row without deleting it). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FeedbackTable {
  id: Generated<number>;
  types: number[];
  func_types: number[];
  content: string;
  wechat: string;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
  /** The user who sent it, when logged in (migration 0041). */
  uid: ColumnType<string | null, string | null | undefined, string | null>;
  /** The operator's reply (at most 1,000 characters), when and by whom. */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  replied_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PageViewsTable {
  id: Generated<string>;
  path: string;
  referrer: string;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  uid: Generated<string>;
  region: ColumnType<string, string | undefined, string>;
  phone: string | null;
  email: string | null;
  password_hash: string;
  nickname: string;
  avatar_url: ColumnType<string, string | undefined, string>;
  role: ColumnType<'normal' | 'vip' | 'svip', 'normal' | 'vip' | 'svip' | undefined, 'normal' | 'vip' | 'svip'>;
  role_end_at: Date | null;
  first_login: ColumnType<boolean, boolean | undefined, boolean>;
  bang_list_type: ColumnType<'card' | 'list', 'card' | 'list' | undefined, 'card' | 'list'>;
  created_at: CreatedAt;
  last_login_at: Date | null;
  svip_trial_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  wechat_openid: ColumnType<string | null, string | null | undefined, string | null>;
  /** The person's WeChat UnionID (migration 0050), when WeChat told one; cleared with the openid. */
  wechat_unionid: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an operator disabled the account (its sessions ended, logins refused); null while it may log in. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  disabled_reason: ColumnType<string, string | undefined, string>;
}

/** The China days a user was seen logged in (migration 0044): the overview's active users. */
export interface UserActiveDaysTable {
  uid: string;
  /** 'YYYY-MM-DD', a China day. */
  day: ColumnType<string, string, never>;
}

/** An uploaded avatar (the account centre): its bytes, type and the version its address carries. */
export interface UserAvatarsTable {
  uid: string;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  version: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** How a session began: the login history's method. */
export type SessionMethod = 'password' | 'code' | 'wechat' | 'register';

/** A session's record: the login history, and what ending a user's other sessions finds (token kept as a hash). */
export interface UserSessionsTable {
  session_id: Generated<string>;
  uid: string;
  token_hash: string;
  method: SessionMethod;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
  expires_at: Date;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface UserFollowsTable {
  follow_id: Generated<string>;
  uid: string;
  market: string;
  country: string;
  app_id: string;
  sort: ColumnType<number, number | undefined, number>;
  /** The user's group (follow_groups), null when ungrouped. */
  group_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A named group of followed apps (migration 0036). */
export interface FollowGroupsTable {
  group_id: Generated<string>;
  uid: string;
  name: string;
  created_at: CreatedAt;
}

/** What a user is alerted about for a followed app (migration 0037). */
export interface AlertRulesTable {
  uid: string;
  market: string;
  country: string;
  app_id: string;
  kinds: ColumnType<string[], string[], string[]>;
  /** The channels its alerts go out on, of those the user has on (migration 0039). */
  channels: ColumnType<string[], string[] | undefined, string[]>;
  /** The 'rank' kind's N: entering or leaving the top N (migration 0040). */
  rank_top: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Alerts on a user's watched keywords of one app (migration 0040). */
export interface KeywordAlertRulesTable {
  uid: string;
  country: string;
  app_id: string;
  /** Places a rank must move between two keyword collections; 0: not asked for. */
  min_change: number;
  /** Leaving the top 10. */
  top10_exit: boolean;
  channels: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** How a user's alerts reach them: push time, digest, immediate, pause, channels (migration 0039). */
export interface AlertSettingsTable {
  uid: string;
  push_time: ColumnType<string, string | undefined, string>;
  digest: ColumnType<boolean, boolean | undefined, boolean>;
  instant: ColumnType<boolean, boolean | undefined, boolean>;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  email_on: ColumnType<boolean, boolean | undefined, boolean>;
  webhook_on: ColumnType<boolean, boolean | undefined, boolean>;
  webhook_kind: string | null;
  webhook_url: ColumnType<string, string | undefined, string>;
  webhook_secret: ColumnType<string, string | undefined, string>;
  wechat_on: ColumnType<boolean, boolean | undefined, boolean>;
  /** 'YYYY-MM-DD' China day of the last digest. */
  digest_day: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The alert outbox: one alert to one user on one channel, with its delivery state (migration 0039). */
export interface AlertDeliveriesTable {
  id: Generated<string>;
  uid: string;
  channel: string;
  dedupe_key: string;
  title: string;
  lines: ColumnType<string[], string[], string[]>;
  link: string | null;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_at: ColumnType<Date, Date | string | undefined, Date | string>;
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string, string | undefined, string>;
  detected_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UserKeywordsTable {
  keyword_save_id: Generated<string>;
  uid: string;
  country: string;
  keyword: string;
  created_at: CreatedAt;
}

export interface KeywordMonitorsTable {
  monitor_id: Generated<string>;
  uid: string;
  country: string;
  keyword: string;
  created_at: CreatedAt;
}

export interface AppCompetitorsTable {
  uid: string;
  country: string;
  app_id: string;
  competitor_id: string;
  created_at: CreatedAt;
}

export interface AppKeywordWatchTable {
  uid: string;
  country: string;
  app_id: string;
  keyword_id: number;
  created_at: CreatedAt;
}

export interface AsoKeywordAddsTable {
  id: Generated<string>;
  uid: string;
  country: string;
  app_id: string;
  term: string;
  /** The China day of the request, 'YYYY-MM-DD'. */
  day: ColumnType<string, string, never>;
  created_at: CreatedAt;
}

export interface SearchHistoryTable {
  uid: string;
  keyword: string;
  searched_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LinkAppRequestsTable {
  request_id: Generated<string>;
  uid: string;
  app_id: string;
  market: string;
  url_list: ColumnType<{ code: string; url: string }[], string, string>;
  status: ColumnType<
    'pending' | 'linked' | 'rejected',
    'pending' | 'linked' | 'rejected' | undefined,
    'pending' | 'linked' | 'rejected'
  >;
  created_at: CreatedAt;
  /** The operator's decision (migration 0044): when, by whom, and a rejection's reason. */
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  reject_reason: ColumnType<string, string | undefined, string>;
}

export interface VipOrdersTable {
  order_no: string;
  uid: string;
  plan_id: string;
  tier: 'vip' | 'svip';
  months: number;
  amount_fen: number;
  status: ColumnType<
    'pending' | 'paid' | 'closed' | 'refunded',
    'pending' | 'paid' | 'closed' | 'refunded' | undefined,
    'pending' | 'paid' | 'closed' | 'refunded'
  >;
  provider: string;
  provider_trade_no: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: Date;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  role_before: ColumnType<
    'normal' | 'vip' | 'svip' | null,
    'normal' | 'vip' | 'svip' | null | undefined,
    'normal' | 'vip' | 'svip' | null
  >;
  end_before: ColumnType<Date | null, Date | null | undefined, Date | null>;
  role_after: ColumnType<
    'normal' | 'vip' | 'svip' | null,
    'normal' | 'vip' | 'svip' | null | undefined,
    'normal' | 'vip' | 'svip' | null
  >;
  end_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An operator's refund mark (migration 0044): when, why, by whom, and the membership after it. */
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refund_reason: ColumnType<string, string | undefined, string>;
  refunded_by: ColumnType<string | null, string | null | undefined, string | null>;
  refund_role: ColumnType<
    'normal' | 'vip' | 'svip' | null,
    'normal' | 'vip' | 'svip' | null | undefined,
    'normal' | 'vip' | 'svip' | null
  >;
  refund_end: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface NoticesTable {
  id: Generated<string>;
  uid: string;
  kind: 'alert' | 'link-app' | 'order' | 'system';
  title: string;
  body: ColumnType<string, string | undefined, string>;
  link: ColumnType<string | null, string | null | undefined, string | null>;
  dedupe_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 0043: the product matrix and the games site; an entry without a url is shown nowhere. */
export interface SiteProductsTable {
  id: Generated<number>;
  placement: 'matrix' | 'games';
  name: string;
  description: ColumnType<string, string | undefined, string>;
  url: ColumnType<string, string | undefined, string>;
  /** The games site's announced features, one "标题：说明" a line (migration 0047). */
  features: ColumnType<string, string | undefined, string>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** Migration 0043: site settings by the contract's SITE_SETTING_KEYS (the footer's filing notice). */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 0043: site-wide announcements, shown from start_at until end_at. */
export interface AnnouncementsTable {
  id: Generated<number>;
  content: string;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReleaseNotesTable {
  id: Generated<number>;
  version: string;
  /** 'YYYY-MM-DD' (dates are read as text, connect.ts). */
  released_on: string;
  title: string;
  /** One change per line. */
  items: string;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DevOutboxTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  code: string;
  body: string;
  created_at: CreatedAt;
}

/** A JSON object column (jsonb): read parsed, written as its JSON text. */
type JsonObject = ColumnType<Record<string, unknown>, string, never>;

/** Development stand-ins of the alert channels (migration 0038): mail, WeChat template messages, webhook arrivals. */
export interface DevMailTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: CreatedAt;
}

export interface DevWechatMessagesTable {
  id: Generated<string>;
  openid: string;
  template_id: string;
  payload: JsonObject;
  created_at: CreatedAt;
}

export interface DevWebhookInboxTable {
  id: Generated<string>;
  token: string;
  headers: JsonObject;
  body: string;
  created_at: CreatedAt;
}

/** Home content (migration 0016): adverts, articles, news, testimonials, partners, game boards. */
export interface AdvertsTable {
  id: Generated<number>;
  position: string;
  image: ColumnType<string, string | undefined, string>;
  url: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  img_pc: ColumnType<string, string | undefined, string>;
  url_pc: ColumnType<string, string | undefined, string>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** Migration 0043: shown on the site (an editor hides a row without deleting it). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ArticlesTable {
  id: Generated<number>;
  guid: string;
  thumbnail: string;
  post_title: string;
  post_excerpt: ColumnType<string, string | undefined, string>;
  url: string;
  published_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  /** Migration 0042: the article's Markdown-subset body and its blog tab (null: not filed). */
  body: ColumnType<string, string | undefined, string>;
  category: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0043: shown on the site (an editor hides a row without deleting it). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface NewsTable {
  id: number;
  article_title: string;
  view_counts: ColumnType<number, number | undefined, number>;
  add_time: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
  /** Migration 0042: the post's Markdown-subset body and its author. */
  body: ColumnType<string, string | undefined, string>;
  author: ColumnType<string, string | undefined, string>;
  /** Migration 0043: shown on the site (an editor hides a row without deleting it). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  title: ColumnType<string, string | undefined, string>;
  company: ColumnType<string, string | undefined, string>;
  quote: string;
  avatar: string;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** Migration 0043: shown on the site (an editor hides a row without deleting it). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  logo: string;
  url: ColumnType<string, string | undefined, string>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  /** Migration 0043: shown on the site (an editor hides a row without deleting it). */
  published: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PromoGamesTable {
  unique_id: string;
  /** bigint: pg returns it as a string. */
  app_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  track_name: string;
  artist_name: ColumnType<string, string | undefined, string>;
  artwork_url: string;
  genre_id: number;
  created_at: CreatedAt;
}

export interface PromoLiveGamesTable {
  unique_id: string;
  live_windmill_num: number;
  live_handle_num: number;
  author_num: number;
}

export interface PromoVideoGamesTable {
  unique_id: string;
  video_num: number;
  live_windmill_num: number;
  live_handle_num: number;
  author_num: number;
}

export interface PromoTalentsTable {
  id: Generated<number>;
  author_id: string;
  nickname: string;
  avatar: string;
  /** bigint: pg returns it as a string. */
  follower_count: ColumnType<string, string | number, string | number>;
  genre_id: number;
  created_at: CreatedAt;
}

export interface PromoTalentAppsTable {
  talent_id: number;
  unique_id: string;
  sort: ColumnType<number, number | undefined, number>;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: CreatedAt;
}

export interface AdminsTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  /** The contract's ADMIN_ROLES. */
  role: 'admin' | 'operator' | 'editor';
  totp_secret: string;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AdminSessionsTable {
  id: Generated<string>;
  admin_id: string;
  token_hash: string;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
  expires_at: Date;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AdminAuditTable {
  id: Generated<string>;
  admin_id: string;
  action: string;
  target: string;
  /** The target's state before and after the change (jsonb, written as JSON text); null where there is none. */
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  at: CreatedAt;
  ip: string;
}

/** Content pages (migration 0045): page blocks, open positions, partnership kinds, the brand, the API's plans and
 * endpoint groups, events with their agenda and speakers. */
type Sort = ColumnType<number, number | undefined, number>;

export interface PageBlocksTable {
  /** The console's key (migration 0047); (page, key) stays unique. */
  id: Generated<number>;
  page: string;
  key: string;
  title: string;
  /** The blog's Markdown subset. */
  body: ColumnType<string, string | undefined, string>;
  sort: Sort;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface JobOpeningsTable {
  id: Generated<number>;
  title: string;
  department: ColumnType<string, string | undefined, string>;
  city: string;
  /** One item a line. */
  duties: string;
  requirements: string;
  email: string;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  sort: Sort;
  created_at: CreatedAt;
}

export interface PartnershipKindsTable {
  id: Generated<number>;
  name: string;
  description: string;
  sort: Sort;
}

export interface BrandProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  url: ColumnType<string, string | undefined, string>;
  sort: Sort;
}

export interface BrandMilestonesTable {
  id: Generated<number>;
  /** 'YYYY-MM-DD' (a date column, read as text: see connect.ts's type parsers). */
  happened_on: ColumnType<string, string, string>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
}

export interface ApiPlansTable {
  id: Generated<number>;
  name: string;
  price: string;
  quota: string;
  /** One item a line. */
  features: string;
  highlighted: ColumnType<boolean, boolean | undefined, boolean>;
  sort: Sort;
}

export interface ApiEndpointGroupsTable {
  /** The console's key (migration 0047); the tag stays unique. */
  id: Generated<number>;
  /** A contract endpoint tag. */
  tag: string;
  name: string;
  description: string;
  sort: Sort;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  body: ColumnType<string, string | undefined, string>;
  city: string;
  venue: string;
  address: string;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  ends_at: ColumnType<Date, Date | string, Date | string>;
  capacity: number;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface EventAgendaTable {
  id: Generated<number>;
  event_id: number;
  /** 'HH:mm', China time. */
  start_time: string;
  end_time: string;
  title: string;
  speaker: ColumnType<string, string | undefined, string>;
}

export interface EventSpeakersTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  title: string;
  company: string;
  bio: ColumnType<string, string | undefined, string>;
  sort: Sort;
}

/** A public form's lead (migration 0045); `ref_id` the event or the partnership kind. */
export interface LeadsTable {
  id: Generated<string>;
  kind: 'api_apply' | 'event_signup' | 'partner';
  ref_id: ColumnType<number | null, number | null | undefined, number | null>;
  name: string;
  phone: string;
  email: ColumnType<string, string | undefined, string>;
  company: string;
  job_title: ColumnType<string, string | undefined, string>;
  message: ColumnType<string, string | undefined, string>;
  uid: ColumnType<string | null, string | null | undefined, string | null>;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
}

/** One keyword of a delivery request as stored (jsonb). */
export interface AsoDeliveryKeywordRow {
  keyword: string;
  heat: number | null;
  rank: number | null;
  targetRank: number;
}

export interface AsoDeliveryRequestsTable {
  id: Generated<string>;
  uid: string;
  /** bigint: pg returns it as a string. */
  app_id: ColumnType<string, string | number, string | number>;
  country: string;
  app_name: string;
  keywords: ColumnType<AsoDeliveryKeywordRow[], string, string>;
  budget: number;
  contact_name: string;
  contact_phone: string;
  note: ColumnType<string, string | undefined, string>;
  /** Migration 0048: its handling (the contract's DELIVERY_STATUSES), the operator's note to the user, when set. */
  status: ColumnType<DeliveryStatusRow, DeliveryStatusRow | undefined, DeliveryStatusRow>;
  status_note: ColumnType<string, string | undefined, string>;
  status_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export type DeliveryStatusRow = 'new' | 'contacted' | 'running' | 'done' | 'closed';

export interface Database extends MarketDatabase {
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  admin_audit: AdminAuditTable;
  friend_links: FriendLinksTable;
  business_info: BusinessInfoTable;
  app_meta: AppMetaTable;
  feedback: FeedbackTable;
  page_views: PageViewsTable;
  users: UsersTable;
  dev_outbox: DevOutboxTable;
  user_avatars: UserAvatarsTable;
  user_sessions: UserSessionsTable;
  user_active_days: UserActiveDaysTable;
  dev_mail: DevMailTable;
  dev_wechat_messages: DevWechatMessagesTable;
  dev_webhook_inbox: DevWebhookInboxTable;
  user_follows: UserFollowsTable;
  follow_groups: FollowGroupsTable;
  alert_rules: AlertRulesTable;
  keyword_alert_rules: KeywordAlertRulesTable;
  alert_settings: AlertSettingsTable;
  alert_deliveries: AlertDeliveriesTable;
  user_keywords: UserKeywordsTable;
  keyword_monitors: KeywordMonitorsTable;
  app_competitors: AppCompetitorsTable;
  app_keyword_watch: AppKeywordWatchTable;
  aso_keyword_adds: AsoKeywordAddsTable;
  search_history: SearchHistoryTable;
  link_app_requests: LinkAppRequestsTable;
  vip_orders: VipOrdersTable;
  notices: NoticesTable;
  release_notes: ReleaseNotesTable;
  adverts: AdvertsTable;
  articles: ArticlesTable;
  news: NewsTable;
  testimonials: TestimonialsTable;
  partners: PartnersTable;
  promo_games: PromoGamesTable;
  promo_live_games: PromoLiveGamesTable;
  promo_video_games: PromoVideoGamesTable;
  promo_talents: PromoTalentsTable;
  promo_talent_apps: PromoTalentAppsTable;
  schema_migrations: SchemaMigrationsTable;
  page_blocks: PageBlocksTable;
  job_openings: JobOpeningsTable;
  partnership_kinds: PartnershipKindsTable;
  brand_products: BrandProductsTable;
  brand_milestones: BrandMilestonesTable;
  api_plans: ApiPlansTable;
  api_endpoint_groups: ApiEndpointGroupsTable;
  events: EventsTable;
  event_agenda: EventAgendaTable;
  event_speakers: EventSpeakersTable;
  leads: LeadsTable;
  aso_delivery_requests: AsoDeliveryRequestsTable;
  site_products: SiteProductsTable;
  site_settings: SiteSettingsTable;
  announcements: AnnouncementsTable;
}
