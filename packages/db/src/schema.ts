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
}

export interface BusinessInfoTable {
  id: Generated<number>;
  name: string;
  description: string;
  img: string;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
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
}

export interface UserFollowsTable {
  follow_id: Generated<string>;
  uid: string;
  market: string;
  country: string;
  app_id: string;
  sort: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface UserKeywordsTable {
  keyword_save_id: Generated<string>;
  uid: string;
  country: string;
  keyword: string;
  created_at: CreatedAt;
}

export interface VipOrdersTable {
  order_no: string;
  uid: string;
  plan_id: string;
  tier: 'vip' | 'svip';
  months: number;
  amount_fen: number;
  status: ColumnType<'pending' | 'paid' | 'closed', 'pending' | 'paid' | 'closed' | undefined, 'pending' | 'paid' | 'closed'>;
  provider: string;
  provider_trade_no: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: Date;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  role_before: ColumnType<'normal' | 'vip' | 'svip' | null, 'normal' | 'vip' | 'svip' | null | undefined, 'normal' | 'vip' | 'svip' | null>;
  end_before: ColumnType<Date | null, Date | null | undefined, Date | null>;
  role_after: ColumnType<'normal' | 'vip' | 'svip' | null, 'normal' | 'vip' | 'svip' | null | undefined, 'normal' | 'vip' | 'svip' | null>;
  end_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: CreatedAt;
}

export interface Database extends MarketDatabase {
  friend_links: FriendLinksTable;
  business_info: BusinessInfoTable;
  app_meta: AppMetaTable;
  feedback: FeedbackTable;
  page_views: PageViewsTable;
  users: UsersTable;
  dev_outbox: DevOutboxTable;
  user_follows: UserFollowsTable;
  user_keywords: UserKeywordsTable;
  vip_orders: VipOrdersTable;
  schema_migrations: SchemaMigrationsTable;
}
