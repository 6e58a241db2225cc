-- The console edits the content pages' tables (issue 23): page_blocks and api_endpoint_groups gain a serial id the
-- console's editor keys rows by (their natural keys stay unique), an agenda item must end after it starts, and the games site (Home's upgrade dialog) keeps
-- the features it announces, one "标题：说明" a line, instead of the dialog's fixed words.
ALTER TABLE page_blocks ADD COLUMN id serial UNIQUE;
ALTER TABLE api_endpoint_groups ADD COLUMN id serial UNIQUE;
ALTER TABLE event_agenda ADD CONSTRAINT event_agenda_order CHECK (end_time > start_time);

ALTER TABLE site_products ADD COLUMN features text NOT NULL DEFAULT '' CHECK (length(features) <= 300);
UPDATE site_products SET features = concat_ws(E'\n',
  '直播与短视频推广榜：小风车、小手柄直播与推广视频数据，看清热门游戏的推广打法',
  '游戏达人库：按粉丝量与擅长品类，快速找到合适的游戏推广达人',
  '买量素材洞察：追踪热门游戏的投放素材与投放节奏，找到爆款灵感')
WHERE placement = 'games' AND features = '';
