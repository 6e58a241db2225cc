import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@bangyan/db';

/**
 * First content of a new installation, which editors change in the console (内容); nothing in the web app refers
 * to these rows by anything but name.
 */
const FRIEND_LINKS = [
  { name: 'App Store', url: 'https://www.apple.com.cn/app-store/' },
  { name: 'Apple 开发者', url: 'https://developer.apple.com/cn/' },
  { name: 'Apple 搜索广告', url: 'https://searchads.apple.com/cn/' },
  { name: '华为开发者联盟', url: 'https://developer.huawei.com/consumer/cn/' },
  { name: '小米开放平台', url: 'https://dev.mi.com/' },
  { name: 'OPPO 开放平台', url: 'https://open.oppomobile.com/' },
  { name: 'vivo 开放平台', url: 'https://dev.vivo.com.cn/' },
];

/**
 * Names the web app looks up: side-bar popovers and the VIP dialog (spec 2.3, 2.5). No QR code until an editor
 * uploads the real one in the console (内容 → 联系卡片); until then each card says how to reach us, truly.
 */
const BUSINESS_INFO = [
  { name: '专属客服', description: '点击右侧「意见反馈」留言，客服会在消息中心回复你' },
  { name: '官方交流群', description: '与同行交流 ASO 心得，入群请通过「意见反馈」留下微信号' },
  { name: '国内商务合作', description: '数据定制、API 接入、ASO 与 ASA 投放合作，请通过「意见反馈」留下联系方式' },
  { name: '海外商务合作', description: '海外市场数据与出海推广合作，请通过「意见反馈」留下联系方式' },
];

export async function seedSiteContent(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  await trx
    .insertInto('friend_links')
    .values(FRIEND_LINKS.map((link, i) => ({ ...link, sort: i })))
    .execute();
  await trx
    .insertInto('business_info')
    .values(BUSINESS_INFO.map((item, i) => ({ ...item, sort: i, img: '' })))
    .execute();
}
