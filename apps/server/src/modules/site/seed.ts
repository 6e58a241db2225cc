import type { Kysely, Transaction } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '@bangyan/db';

/**
 * Demo content for a new installation. The operator replaces it in the friend_links and
 * business_info tables; nothing in the web app refers to these rows by anything but name.
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

/** Names the web app looks up: side-bar popovers and the VIP dialog (spec 2.3, 2.5). */
const BUSINESS_INFO = [
  { name: '专属客服', description: '扫码添加专属客服，工作日 9:00-19:00 在线' },
  { name: '官方交流群', description: '扫码加入榜眼 ASO 交流群，与同行交流心得' },
  { name: '国内商务合作', description: '数据定制、API 接入、ASO 与 ASA 投放合作' },
  { name: '海外商务合作', description: '海外市场数据与出海推广合作' },
];

export async function seedSiteContent(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  await trx
    .insertInto('friend_links')
    .values(FRIEND_LINKS.map((link, i) => ({ ...link, sort: i })))
    .execute();
  const cards = await Promise.all(
    BUSINESS_INFO.map(async (item, i) => ({
      ...item,
      sort: i,
      img: await QRCode.toDataURL(`榜眼 · ${item.name}（演示内容，可在 business_info 表中换成实际二维码）`, {
        margin: 1,
        width: 240,
      }),
    })),
  );
  await trx.insertInto('business_info').values(cards).execute();
}
