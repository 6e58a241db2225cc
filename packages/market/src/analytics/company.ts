/**
 * Companies (the /new/company pages): the App Store names developer accounts (artistId, artistName)
 * and the legal entity selling each app (sellerName), but not the group behind several accounts. A
 * group's accounts share its trade name inside their legal names: 福州瑞辰互动娱乐有限公司,
 * 瑞辰游戏有限公司 and 上海瑞辰网络科技有限公司 are one company, 瑞辰. The trade name is what is left of
 * a seller name without its place, its legal form and its line of business.
 */

/** A company's label and alias from its developer and seller names (the seller's is usually the Chinese one). */
export function companyNames(developer: string, seller: string): { name: string; alias: string } {
  const name = seller.trim() || developer.trim();
  return { name, alias: developer.trim() === name ? '' : developer.trim() };
}

/** Provinces and cities that open mainland company names (北京…, 深圳市…), longest first. */
const PLACES = [
  '北京',
  '上海',
  '天津',
  '重庆',
  '深圳',
  '广州',
  '杭州',
  '成都',
  '武汉',
  '南京',
  '厦门',
  '苏州',
  '西安',
  '长沙',
  '珠海',
  '福州',
  '合肥',
  '青岛',
  '大连',
  '济南',
  '郑州',
  '沈阳',
  '长春',
  '哈尔滨',
  '昆明',
  '南宁',
  '南昌',
  '贵阳',
  '太原',
  '石家庄',
  '无锡',
  '宁波',
  '东莞',
  '佛山',
  '中山',
  '汕头',
  '温州',
  '泉州',
  '海口',
  '三亚',
  '兰州',
  '乌鲁木齐',
  '呼和浩特',
  '银川',
  '西宁',
  '拉萨',
  '香港',
  '澳门',
  '海南',
  '广东',
  '浙江',
  '江苏',
  '福建',
  '四川',
  '湖北',
  '湖南',
  '山东',
  '河南',
  '河北',
  '安徽',
  '江西',
  '广西',
  '云南',
  '贵州',
  '陕西',
  '辽宁',
  '吉林',
  '黑龙江',
  '山西',
  '甘肃',
  '新疆',
  '内蒙古',
  '宁夏',
  '青海',
  '西藏',
  '台湾',
].sort((x, y) => y.length - x.length);

/** Legal forms that close a name, longest first. */
const LEGAL_FORMS = ['股份有限公司', '有限责任公司', '有限公司', '集团', '公司'];

/** Lines of business between the trade name and the legal form (瑞辰 + 互动娱乐 + 有限公司), longest first. */
const BUSINESS_WORDS = [
  '电子商务',
  '金融信息服务',
  '信息服务',
  '教育科技',
  '健康科技',
  '旅游服务',
  '网络科技',
  '信息技术',
  '信息科技',
  '互动娱乐',
  '数码科技',
  '文化传媒',
  '文化传播',
  '计算机系统',
  '计算机科技',
  '智能科技',
  '软件技术',
  '科技',
  '网络',
  '软件',
  '游戏',
  '互娱',
  '数码',
  '信息',
  '技术',
  '文化',
  '传媒',
  '娱乐',
  '互动',
  '计算机',
  '智能',
  '实业',
  '控股',
  '集团',
].sort((x, y) => y.length - x.length);

/** English legal forms ("Co., Ltd.", "Limited", "Inc.") and lines of business at the end of a name. */
const LATIN_FORMS = [
  'co',
  'ltd',
  'limited',
  'inc',
  'llc',
  'corp',
  'corporation',
  'company',
  'gmbh',
  'technology',
  'technologies',
  'network',
  'games?',
  'interactive',
  'software',
  'digital',
  'information',
  'entertainment',
  'culture',
  'media',
  'computer',
  'intelligent',
  'studios?',
  'e-commerce',
  'financial',
  'service',
  'education',
  'health',
  'travel',
];
const LATIN_TAIL = new RegExp(`(?:[\\s,.]+(?:${LATIN_FORMS.join('|')})\\.?)+$`, 'i');

/** Marks of an organisation rather than a person: Chinese legal forms, studios, other legal forms worldwide. */
const ORGANISATION_CJK = /公司|集团|工作室|株式会社|合伙|事务所|研究院|中心|协会|大学|学院|银行|医院/;
const ORGANISATION_LATIN = new RegExp(
  `(?:^|[\\s,.])(?:${[...LATIN_FORMS, 'ag', 'ab', 'oy', 's\\.a', 'bv', 'b\\.v', 'pte', 'pty', 'plc', 'sas', 'srl', 'llp', 'kk', 'group', 'labs?', 'bank', 'university'].join('|')})(?:$|[\\s,.])`,
  'i',
);

const CJK = /[\u4e00-\u9fff]/;

/**
 * Whether a developer is an organisation (a company, a studio, a group) rather than an individual:
 * Apple sells an individual's apps under the person's own name ('Wei Zhang'), an organisation's
 * under a legal name with its legal form ('上海星宇网络科技有限公司', 'Xingyu Games Limited', 'Google LLC').
 * Either name carrying such a form is enough.
 */
export function isOrganisation(developerName: string, sellerName: string): boolean {
  return [developerName, sellerName].some((n) => ORGANISATION_CJK.test(n) || ORGANISATION_LATIN.test(n.trim()));
}

/**
 * `text` without the longest of `words` at its end, repeatedly; it stops when that would leave fewer
 * than `min` characters.
 */
function stripTail(text: string, words: readonly string[], min: number): string {
  for (;;) {
    const word = words.find((w) => text.endsWith(w));
    if (word === undefined || [...text].length - [...word].length < min) return text;
    text = text.slice(0, -word.length);
  }
}

/**
 * The trade name a seller's legal name carries, which a company's accounts share:
 * - Chinese names lose bracketed places (腾讯科技(深圳)有限公司), a leading province or city (with 省 /
 *   市), the legal form and the line of business, keeping at least two characters:
 *   福州瑞辰互动娱乐有限公司 → 瑞辰, 瑞辰游戏有限公司 → 瑞辰; a name with nothing but a place and a
 *   line of business keeps the place (北京科技有限公司 → 北京).
 * - Other names (people, foreign entities) lose their legal form and line of business and compare
 *   case-insensitively: 'Lena Network Limited' → 'lena'; 'Wei Zhang' → 'wei zhang'.
 * An empty name has no trade name ('').
 */
export function companyBrand(sellerName: string): string {
  const name = sellerName
    .trim()
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!CJK.test(name)) return name.replace(LATIN_TAIL, '').trim().toLowerCase();
  const core = (text: string) => stripTail(stripTail(text, LEGAL_FORMS, 2), BUSINESS_WORDS, 2);
  const place = PLACES.find((p) => name.startsWith(p));
  const withoutPlace = place === undefined ? null : core(name.slice(place.length).replace(/^[省市]/, ''));
  // A name that is only a place and a line of business (北京科技有限公司) keeps its place.
  return withoutPlace !== null && [...withoutPlace].length >= 2 && !BUSINESS_WORDS.includes(withoutPlace)
    ? withoutPlace
    : core(name);
}
