-- The operator console's 内容 section: every piece of public content is edited there. A published flag on each
-- public content table (hidden rows stay for later), the product matrix and the other outside links (site_products,
-- formerly constants of the contract), site settings (the footer's filing notice) and site-wide announcements.

ALTER TABLE adverts ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE articles ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE news ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE testimonials ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE partners ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE friend_links ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE business_info ADD COLUMN published boolean NOT NULL DEFAULT true;

-- A business-info card without a QR code ('' in img) shows its words only. The seeded cards carried demo QR codes
-- that led nowhere; those still unchanged now say what is true until an editor uploads the real codes.
UPDATE business_info SET img = '', description = CASE name
    WHEN '专属客服' THEN '点击右侧「意见反馈」留言，客服会在消息中心回复你'
    WHEN '官方交流群' THEN '与同行交流 ASO 心得，入群请通过「意见反馈」留下微信号'
    WHEN '国内商务合作' THEN '数据定制、API 接入、ASO 与 ASA 投放合作，请通过「意见反馈」留下联系方式'
    WHEN '海外商务合作' THEN '海外市场数据与出海推广合作，请通过「意见反馈」留下联系方式'
  END
WHERE (name, description) IN (
  ('专属客服', '扫码添加专属客服，工作日 9:00-19:00 在线'),
  ('官方交流群', '扫码加入榜眼 ASO 交流群，与同行交流心得'),
  ('国内商务合作', '数据定制、API 接入、ASO 与 ASA 投放合作'),
  ('海外商务合作', '海外市场数据与出海推广合作')
);

-- The provider's other products: the header's product matrix ('matrix') and the games site Home's upgrade dialog
-- announces ('games', at most one). An entry without a url is not shown anywhere, so nothing leads nowhere; the
-- seeded entries have none until an editor sets their real addresses.
CREATE TABLE site_products (
  id serial PRIMARY KEY,
  placement text NOT NULL CHECK (placement IN ('matrix', 'games')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 20),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 60),
  url text NOT NULL DEFAULT '' CHECK (url = '' OR (url ~ '^https?://' AND length(url) <= 500)),
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_products_sort_idx ON site_products (placement, sort, id);
CREATE UNIQUE INDEX site_products_one_games_site ON site_products (placement) WHERE placement = 'games';

INSERT INTO site_products (placement, name, description, sort) VALUES
  ('matrix', '榜眼洞察', '全网移动应用数据，助力企业科学决策', 0),
  ('matrix', '榜眼创作', 'AI 辅助内容创作，高效产出营销文案', 1),
  ('matrix', '榜眼达人', '达人营销平台，精准匹配优质达人资源', 2),
  ('matrix', '榜眼电商', '短视频与直播电商数据分析', 3),
  ('matrix', '榜眼创意', '广告创意素材库，洞察爆款投放灵感', 4),
  ('matrix', '榜眼新媒', '新媒体账号运营与社交媒体管理工具', 5),
  ('matrix', '榜眼数字人', 'AI 数字人，一键生成口播视频', 6),
  ('matrix', '榜眼选品', '电商选品工具，发现潜力爆款商品', 7),
  ('matrix', '榜眼学习星球', '增长运营课程与行业交流社区', 8),
  ('games', '榜眼游戏', '手游买量、直播与短视频推广数据一站掌握', 0);

-- Site settings an editor keeps (the contract's SITE_SETTING_KEYS): the footer's ICP filing number and licence
-- notice. An absent key is empty, and the footer then shows nothing for it.
CREATE TABLE site_settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-zA-Z]{0,39}$'),
  value text NOT NULL CHECK (length(value) <= 200),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Site-wide announcements: a bar above every page from start_at until end_at; content is inline Markdown (bold and
-- links), rendered as elements, never as HTML. A visitor may dismiss one; an edit (updated_at) shows it again.
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 300),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX announcements_running_idx ON announcements (start_at, end_at) WHERE published;
