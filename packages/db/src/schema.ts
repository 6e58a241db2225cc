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
  schema_migrations: SchemaMigrationsTable;
}
