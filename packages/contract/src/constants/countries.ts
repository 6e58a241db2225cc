/**
 * App Store storefronts for the country picker (spec 2.5): every storefront Apple runs, grouped the
 * way Apple groups them. The picker's "亚洲" group is Apple's Asia Pacific, so Oceania sits there.
 * `languageCode` is the storefront's usual display language among those the App Store localises;
 * where Apple has no localisation for the local language the storefront shows English.
 */
import { MINUTE_MS, SECOND_MS } from '../time/index.ts';

export interface Country {
  /** Lowercase ISO 3166-1 alpha-2 code, as App Store URLs spell it. */
  id: string;
  text: string;
  /** Search aid: joined pinyin, English name and code, lowercase. */
  countrySearch: string;
  /** IANA zone of the storefront's main time zone. */
  timeZone: string;
  languageCode: string;
  disable: boolean;
}

export interface CountryGroup {
  name: string;
  countries: readonly Country[];
}

type Row = readonly [id: string, text: string, pinyin: string, english: string, timeZone: string, languageCode: string];

const ASIA: readonly Row[] = [
  ['cn', '中国', 'zhongguo', 'China', 'Asia/Shanghai', 'zh-Hans'],
  ['hk', '中国香港', 'zhongguoxianggang', 'Hong Kong', 'Asia/Hong_Kong', 'zh-Hant'],
  ['mo', '中国澳门', 'zhongguoaomen', 'Macao', 'Asia/Macau', 'zh-Hant'],
  ['tw', '中国台湾', 'zhongguotaiwan', 'Taiwan', 'Asia/Taipei', 'zh-Hant'],
  ['jp', '日本', 'riben', 'Japan', 'Asia/Tokyo', 'ja'],
  ['kr', '韩国', 'hanguo', 'Korea', 'Asia/Seoul', 'ko'],
  ['sg', '新加坡', 'xinjiapo', 'Singapore', 'Asia/Singapore', 'en'],
  ['my', '马来西亚', 'malaixiya', 'Malaysia', 'Asia/Kuala_Lumpur', 'ms'],
  ['th', '泰国', 'taiguo', 'Thailand', 'Asia/Bangkok', 'th'],
  ['vn', '越南', 'yuenan', 'Vietnam', 'Asia/Ho_Chi_Minh', 'vi'],
  ['id', '印度尼西亚', 'yindunixiya', 'Indonesia', 'Asia/Jakarta', 'id'],
  ['ph', '菲律宾', 'feilvbin', 'Philippines', 'Asia/Manila', 'en'],
  ['au', '澳大利亚', 'aodaliya', 'Australia', 'Australia/Sydney', 'en'],
  ['nz', '新西兰', 'xinxilan', 'New Zealand', 'Pacific/Auckland', 'en'],
  ['af', '阿富汗', 'afuhan', 'Afghanistan', 'Asia/Kabul', 'en'],
  ['bt', '不丹', 'budan', 'Bhutan', 'Asia/Thimphu', 'en'],
  ['bn', '文莱', 'wenlai', 'Brunei', 'Asia/Brunei', 'en'],
  ['kh', '柬埔寨', 'jianpuzhai', 'Cambodia', 'Asia/Phnom_Penh', 'en'],
  ['fj', '斐济', 'feiji', 'Fiji', 'Pacific/Fiji', 'en'],
  ['kz', '哈萨克斯坦', 'hasakesitan', 'Kazakhstan', 'Asia/Almaty', 'ru'],
  ['kg', '吉尔吉斯斯坦', 'jierjisisitan', 'Kyrgyzstan', 'Asia/Bishkek', 'ru'],
  ['la', '老挝', 'laowo', 'Laos', 'Asia/Vientiane', 'en'],
  ['mv', '马尔代夫', 'maerdaifu', 'Maldives', 'Indian/Maldives', 'en'],
  ['fm', '密克罗尼西亚', 'mikeluonixiya', 'Micronesia', 'Pacific/Pohnpei', 'en'],
  ['mn', '蒙古', 'menggu', 'Mongolia', 'Asia/Ulaanbaatar', 'en'],
  ['mm', '缅甸', 'miandian', 'Myanmar', 'Asia/Yangon', 'en'],
  ['nr', '瑙鲁', 'naolu', 'Nauru', 'Pacific/Nauru', 'en'],
  ['np', '尼泊尔', 'niboer', 'Nepal', 'Asia/Kathmandu', 'en'],
  ['pk', '巴基斯坦', 'bajisitan', 'Pakistan', 'Asia/Karachi', 'en'],
  ['pw', '帕劳', 'palao', 'Palau', 'Pacific/Palau', 'en'],
  ['pg', '巴布亚新几内亚', 'babuyaxinjineiya', 'Papua New Guinea', 'Pacific/Port_Moresby', 'en'],
  ['sb', '所罗门群岛', 'suoluomenqundao', 'Solomon Islands', 'Pacific/Guadalcanal', 'en'],
  ['to', '汤加', 'tangjia', 'Tonga', 'Pacific/Tongatapu', 'en'],
  ['uz', '乌兹别克斯坦', 'wuzibiekesitan', 'Uzbekistan', 'Asia/Tashkent', 'ru'],
  ['vu', '瓦努阿图', 'wanuatu', 'Vanuatu', 'Pacific/Efate', 'en'],
];

const NORTH_AMERICA: readonly Row[] = [
  ['us', '美国', 'meiguo', 'United States', 'America/New_York', 'en'],
  ['ca', '加拿大', 'jianada', 'Canada', 'America/Toronto', 'en'],
];

const EUROPE: readonly Row[] = [
  ['gb', '英国', 'yingguo', 'United Kingdom', 'Europe/London', 'en'],
  ['de', '德国', 'deguo', 'Germany', 'Europe/Berlin', 'de'],
  ['fr', '法国', 'faguo', 'France', 'Europe/Paris', 'fr'],
  ['ru', '俄罗斯', 'eluosi', 'Russia', 'Europe/Moscow', 'ru'],
  ['it', '意大利', 'yidali', 'Italy', 'Europe/Rome', 'it'],
  ['es', '西班牙', 'xibanya', 'Spain', 'Europe/Madrid', 'es'],
  ['nl', '荷兰', 'helan', 'Netherlands', 'Europe/Amsterdam', 'nl'],
  ['tr', '土耳其', 'tuerqi', 'Turkey', 'Europe/Istanbul', 'tr'],
  ['al', '阿尔巴尼亚', 'aerbaniya', 'Albania', 'Europe/Tirane', 'en'],
  ['at', '奥地利', 'aodili', 'Austria', 'Europe/Vienna', 'de'],
  ['by', '白俄罗斯', 'baieluosi', 'Belarus', 'Europe/Minsk', 'ru'],
  ['be', '比利时', 'bilishi', 'Belgium', 'Europe/Brussels', 'nl'],
  ['ba', '波斯尼亚和黑塞哥维那', 'bosiniyaheihesaigeweina', 'Bosnia and Herzegovina', 'Europe/Sarajevo', 'en'],
  ['bg', '保加利亚', 'baojialiya', 'Bulgaria', 'Europe/Sofia', 'en'],
  ['hr', '克罗地亚', 'keluodiya', 'Croatia', 'Europe/Zagreb', 'hr'],
  ['cy', '塞浦路斯', 'saipulusi', 'Cyprus', 'Asia/Nicosia', 'el'],
  ['cz', '捷克', 'jieke', 'Czechia', 'Europe/Prague', 'cs'],
  ['dk', '丹麦', 'danmai', 'Denmark', 'Europe/Copenhagen', 'da'],
  ['ee', '爱沙尼亚', 'aishaniya', 'Estonia', 'Europe/Tallinn', 'en'],
  ['fi', '芬兰', 'fenlan', 'Finland', 'Europe/Helsinki', 'fi'],
  ['ge', '格鲁吉亚', 'gelujiya', 'Georgia', 'Asia/Tbilisi', 'en'],
  ['gr', '希腊', 'xila', 'Greece', 'Europe/Athens', 'el'],
  ['hu', '匈牙利', 'xiongyali', 'Hungary', 'Europe/Budapest', 'hu'],
  ['is', '冰岛', 'bingdao', 'Iceland', 'Atlantic/Reykjavik', 'en'],
  ['ie', '爱尔兰', 'aierlan', 'Ireland', 'Europe/Dublin', 'en'],
  // Kosovo has no zone of its own in the IANA database; it keeps Belgrade's.
  ['xk', '科索沃', 'kesuowo', 'Kosovo', 'Europe/Belgrade', 'en'],
  ['lv', '拉脱维亚', 'latuoweiya', 'Latvia', 'Europe/Riga', 'en'],
  ['lt', '立陶宛', 'litaowan', 'Lithuania', 'Europe/Vilnius', 'en'],
  ['lu', '卢森堡', 'lusenbao', 'Luxembourg', 'Europe/Luxembourg', 'fr'],
  ['mt', '马耳他', 'maerta', 'Malta', 'Europe/Malta', 'en'],
  ['md', '摩尔多瓦', 'moerduowa', 'Moldova', 'Europe/Chisinau', 'ro'],
  ['me', '黑山', 'heishan', 'Montenegro', 'Europe/Podgorica', 'en'],
  ['mk', '北马其顿', 'beimaqidun', 'North Macedonia', 'Europe/Skopje', 'en'],
  ['no', '挪威', 'nuowei', 'Norway', 'Europe/Oslo', 'nb'],
  ['pl', '波兰', 'bolan', 'Poland', 'Europe/Warsaw', 'pl'],
  ['pt', '葡萄牙', 'putaoya', 'Portugal', 'Europe/Lisbon', 'pt'],
  ['ro', '罗马尼亚', 'luomaniya', 'Romania', 'Europe/Bucharest', 'ro'],
  ['rs', '塞尔维亚', 'saierweiya', 'Serbia', 'Europe/Belgrade', 'en'],
  ['sk', '斯洛伐克', 'siluofake', 'Slovakia', 'Europe/Bratislava', 'sk'],
  ['si', '斯洛文尼亚', 'siluowenniya', 'Slovenia', 'Europe/Ljubljana', 'en'],
  ['se', '瑞典', 'ruidian', 'Sweden', 'Europe/Stockholm', 'sv'],
  ['ch', '瑞士', 'ruishi', 'Switzerland', 'Europe/Zurich', 'de'],
  // The older spelling: browsers with an ICU from before 2022 do not know Europe/Kyiv.
  ['ua', '乌克兰', 'wukelan', 'Ukraine', 'Europe/Kiev', 'uk'],
];

const LATIN_AMERICA: readonly Row[] = [
  ['br', '巴西', 'baxi', 'Brazil', 'America/Sao_Paulo', 'pt'],
  ['mx', '墨西哥', 'moxige', 'Mexico', 'America/Mexico_City', 'es'],
  ['ar', '阿根廷', 'agenting', 'Argentina', 'America/Argentina/Buenos_Aires', 'es'],
  ['cl', '智利', 'zhili', 'Chile', 'America/Santiago', 'es'],
  ['co', '哥伦比亚', 'gelunbiya', 'Colombia', 'America/Bogota', 'es'],
  ['pe', '秘鲁', 'bilu', 'Peru', 'America/Lima', 'es'],
  ['ai', '安圭拉', 'anguila', 'Anguilla', 'America/Anguilla', 'en'],
  ['ag', '安提瓜和巴布达', 'antiguahebabuda', 'Antigua and Barbuda', 'America/Antigua', 'en'],
  ['bs', '巴哈马', 'bahama', 'Bahamas', 'America/Nassau', 'en'],
  ['bb', '巴巴多斯', 'babaduosi', 'Barbados', 'America/Barbados', 'en'],
  ['bz', '伯利兹', 'bolizi', 'Belize', 'America/Belize', 'en'],
  ['bm', '百慕大', 'baimuda', 'Bermuda', 'Atlantic/Bermuda', 'en'],
  ['bo', '玻利维亚', 'boliweiya', 'Bolivia', 'America/La_Paz', 'es'],
  ['vg', '英属维尔京群岛', 'yingshuweierjingqundao', 'British Virgin Islands', 'America/Tortola', 'en'],
  ['ky', '开曼群岛', 'kaimanqundao', 'Cayman Islands', 'America/Cayman', 'en'],
  ['cr', '哥斯达黎加', 'gesidalijia', 'Costa Rica', 'America/Costa_Rica', 'es'],
  ['dm', '多米尼克', 'duominike', 'Dominica', 'America/Dominica', 'en'],
  ['do', '多米尼加', 'duominijia', 'Dominican Republic', 'America/Santo_Domingo', 'es'],
  ['ec', '厄瓜多尔', 'eguaduoer', 'Ecuador', 'America/Guayaquil', 'es'],
  ['sv', '萨尔瓦多', 'saerwaduo', 'El Salvador', 'America/El_Salvador', 'es'],
  ['gd', '格林纳达', 'gelinnada', 'Grenada', 'America/Grenada', 'en'],
  ['gt', '危地马拉', 'weidimala', 'Guatemala', 'America/Guatemala', 'es'],
  ['gy', '圭亚那', 'guiyana', 'Guyana', 'America/Guyana', 'en'],
  ['hn', '洪都拉斯', 'hongdulasi', 'Honduras', 'America/Tegucigalpa', 'es'],
  ['jm', '牙买加', 'yamaijia', 'Jamaica', 'America/Jamaica', 'en'],
  ['ms', '蒙特塞拉特', 'mengtesailate', 'Montserrat', 'America/Montserrat', 'en'],
  ['ni', '尼加拉瓜', 'nijialagua', 'Nicaragua', 'America/Managua', 'es'],
  ['pa', '巴拿马', 'banama', 'Panama', 'America/Panama', 'es'],
  ['py', '巴拉圭', 'balagui', 'Paraguay', 'America/Asuncion', 'es'],
  ['kn', '圣基茨和尼维斯', 'shengjiciheniweisi', 'Saint Kitts and Nevis', 'America/St_Kitts', 'en'],
  ['lc', '圣卢西亚', 'shengluxiya', 'Saint Lucia', 'America/St_Lucia', 'en'],
  [
    'vc',
    '圣文森特和格林纳丁斯',
    'shengwensentehegelinnadingsi',
    'Saint Vincent and the Grenadines',
    'America/St_Vincent',
    'en',
  ],
  ['sr', '苏里南', 'sulinan', 'Suriname', 'America/Paramaribo', 'nl'],
  ['tt', '特立尼达和多巴哥', 'telinidaheduobage', 'Trinidad and Tobago', 'America/Port_of_Spain', 'en'],
  ['tc', '特克斯和凯科斯群岛', 'tekesihekaikesiqundao', 'Turks and Caicos Islands', 'America/Grand_Turk', 'en'],
  ['uy', '乌拉圭', 'wulagui', 'Uruguay', 'America/Montevideo', 'es'],
  ['ve', '委内瑞拉', 'weineiruila', 'Venezuela', 'America/Caracas', 'es'],
];

const AFRICA_MIDDLE_EAST_INDIA: readonly Row[] = [
  ['in', '印度', 'yindu', 'India', 'Asia/Kolkata', 'en'],
  ['sa', '沙特阿拉伯', 'shatealabo', 'Saudi Arabia', 'Asia/Riyadh', 'ar'],
  ['ae', '阿联酋', 'alianqiu', 'United Arab Emirates', 'Asia/Dubai', 'ar'],
  ['il', '以色列', 'yiselie', 'Israel', 'Asia/Jerusalem', 'he'],
  ['eg', '埃及', 'aiji', 'Egypt', 'Africa/Cairo', 'ar'],
  ['za', '南非', 'nanfei', 'South Africa', 'Africa/Johannesburg', 'en'],
  ['ng', '尼日利亚', 'niriliya', 'Nigeria', 'Africa/Lagos', 'en'],
  ['dz', '阿尔及利亚', 'aerjiliya', 'Algeria', 'Africa/Algiers', 'ar'],
  ['ao', '安哥拉', 'angela', 'Angola', 'Africa/Luanda', 'pt'],
  ['am', '亚美尼亚', 'yameiniya', 'Armenia', 'Asia/Yerevan', 'en'],
  ['az', '阿塞拜疆', 'asaibaijiang', 'Azerbaijan', 'Asia/Baku', 'en'],
  ['bh', '巴林', 'balin', 'Bahrain', 'Asia/Bahrain', 'ar'],
  ['bj', '贝宁', 'beining', 'Benin', 'Africa/Porto-Novo', 'fr'],
  ['bw', '博茨瓦纳', 'bociwana', 'Botswana', 'Africa/Gaborone', 'en'],
  ['bf', '布基纳法索', 'bujinafasuo', 'Burkina Faso', 'Africa/Ouagadougou', 'fr'],
  ['cm', '喀麦隆', 'kamailong', 'Cameroon', 'Africa/Douala', 'fr'],
  ['cv', '佛得角', 'fodejiao', 'Cape Verde', 'Atlantic/Cape_Verde', 'pt'],
  ['td', '乍得', 'zhade', 'Chad', 'Africa/Ndjamena', 'fr'],
  ['ci', '科特迪瓦', 'ketediwa', "Cote d'Ivoire", 'Africa/Abidjan', 'fr'],
  ['cd', '刚果（金）', 'gangguojin', 'Democratic Republic of the Congo', 'Africa/Kinshasa', 'fr'],
  ['cg', '刚果（布）', 'gangguobu', 'Republic of the Congo', 'Africa/Brazzaville', 'fr'],
  ['sz', '斯威士兰', 'siweishilan', 'Eswatini', 'Africa/Mbabane', 'en'],
  ['ga', '加蓬', 'jiapeng', 'Gabon', 'Africa/Libreville', 'fr'],
  ['gm', '冈比亚', 'gangbiya', 'Gambia', 'Africa/Banjul', 'en'],
  ['gh', '加纳', 'jiana', 'Ghana', 'Africa/Accra', 'en'],
  ['gw', '几内亚比绍', 'jineiyabishao', 'Guinea-Bissau', 'Africa/Bissau', 'pt'],
  ['iq', '伊拉克', 'yilake', 'Iraq', 'Asia/Baghdad', 'ar'],
  ['jo', '约旦', 'yuedan', 'Jordan', 'Asia/Amman', 'ar'],
  ['ke', '肯尼亚', 'kenniya', 'Kenya', 'Africa/Nairobi', 'en'],
  ['kw', '科威特', 'keweite', 'Kuwait', 'Asia/Kuwait', 'ar'],
  ['lb', '黎巴嫩', 'libanen', 'Lebanon', 'Asia/Beirut', 'ar'],
  ['lr', '利比里亚', 'libiliya', 'Liberia', 'Africa/Monrovia', 'en'],
  ['ly', '利比亚', 'libiya', 'Libya', 'Africa/Tripoli', 'ar'],
  ['mg', '马达加斯加', 'madajiasijia', 'Madagascar', 'Indian/Antananarivo', 'fr'],
  ['mw', '马拉维', 'malawei', 'Malawi', 'Africa/Blantyre', 'en'],
  ['ml', '马里', 'mali', 'Mali', 'Africa/Bamako', 'fr'],
  ['mr', '毛里塔尼亚', 'maolitaniya', 'Mauritania', 'Africa/Nouakchott', 'ar'],
  ['mu', '毛里求斯', 'maoliqiusi', 'Mauritius', 'Indian/Mauritius', 'en'],
  ['ma', '摩洛哥', 'moluoge', 'Morocco', 'Africa/Casablanca', 'ar'],
  ['mz', '莫桑比克', 'mosangbike', 'Mozambique', 'Africa/Maputo', 'pt'],
  ['na', '纳米比亚', 'namibiya', 'Namibia', 'Africa/Windhoek', 'en'],
  ['ne', '尼日尔', 'nirier', 'Niger', 'Africa/Niamey', 'fr'],
  ['om', '阿曼', 'aman', 'Oman', 'Asia/Muscat', 'ar'],
  ['qa', '卡塔尔', 'kataer', 'Qatar', 'Asia/Qatar', 'ar'],
  ['rw', '卢旺达', 'luwangda', 'Rwanda', 'Africa/Kigali', 'en'],
  ['st', '圣多美和普林西比', 'shengduomeihepulinxibi', 'Sao Tome and Principe', 'Africa/Sao_Tome', 'pt'],
  ['sn', '塞内加尔', 'saineijiaer', 'Senegal', 'Africa/Dakar', 'fr'],
  ['sc', '塞舌尔', 'saisheer', 'Seychelles', 'Indian/Mahe', 'en'],
  ['sl', '塞拉利昂', 'sailaliang', 'Sierra Leone', 'Africa/Freetown', 'en'],
  ['lk', '斯里兰卡', 'sililanka', 'Sri Lanka', 'Asia/Colombo', 'en'],
  ['tj', '塔吉克斯坦', 'tajikesitan', 'Tajikistan', 'Asia/Dushanbe', 'ru'],
  ['tz', '坦桑尼亚', 'tansangniya', 'Tanzania', 'Africa/Dar_es_Salaam', 'en'],
  ['tn', '突尼斯', 'tunisi', 'Tunisia', 'Africa/Tunis', 'ar'],
  ['tm', '土库曼斯坦', 'tukumansitan', 'Turkmenistan', 'Asia/Ashgabat', 'ru'],
  ['ug', '乌干达', 'wuganda', 'Uganda', 'Africa/Kampala', 'en'],
  ['ye', '也门', 'yemen', 'Yemen', 'Asia/Aden', 'ar'],
  ['zm', '赞比亚', 'zanbiya', 'Zambia', 'Africa/Lusaka', 'en'],
  ['zw', '津巴布韦', 'jinbabuwei', 'Zimbabwe', 'Africa/Harare', 'en'],
];

const HOT_IDS = [
  'cn',
  'us',
  'jp',
  'kr',
  'hk',
  'tw',
  'mo',
  'gb',
  'ca',
  'au',
  'sg',
  'my',
  'th',
  'vn',
  'id',
  'ph',
  'in',
  'de',
  'fr',
  'br',
] as const;

function toCountry([id, text, pinyin, english, timeZone, languageCode]: Row): Country {
  return {
    id,
    text,
    countrySearch: `${pinyin} ${english} ${id}`.toLowerCase(),
    timeZone,
    languageCode,
    disable: false,
  };
}

const continents: readonly (readonly [name: string, rows: readonly Row[]])[] = [
  ['亚洲', ASIA],
  ['美国和加拿大', NORTH_AMERICA],
  ['欧洲', EUROPE],
  ['拉丁美洲', LATIN_AMERICA],
  ['非洲、中东和印度', AFRICA_MIDDLE_EAST_INDIA],
];

const continentGroups: CountryGroup[] = continents.map(([name, rows]) => ({ name, countries: rows.map(toCountry) }));

/** Every storefront once, in picker order (continent groups, leading entries first). */
export const COUNTRIES: readonly Country[] = continentGroups.flatMap((g) => g.countries);

const byId = new Map(COUNTRIES.map((c) => [c.id, c]));

// The hot group reuses the continent entries, so a country is one object wherever it appears.
const hotCountries: Country[] = HOT_IDS.map((id) => {
  const country = byId.get(id);
  if (!country) throw new Error(`hot region ${id} is not a storefront`);
  return country;
});

export const COUNTRY_GROUPS: readonly CountryGroup[] = [
  { name: '热门地区', countries: hotCountries },
  ...continentGroups,
];

export const DEFAULT_COUNTRY = 'cn';

/**
 * The storefronts whose App Store charts the market engine collects: China (the home market) in
 * every genre, hourly, with keywords and lookups; the others' overall, games and apps charts every
 * 4 hours (daily in a backfill). Charts of any other storefront answer empty.
 */
export const CHART_COUNTRIES = ['cn', 'us', 'jp', 'kr', 'hk', 'tw', 'gb'] as const;

/** Codes are matched exactly: callers lowercase input from URLs before looking it up. */
export function findCountry(id: string): Country | undefined {
  return byId.get(id);
}

/** A known storefront code, exactly as stored (lowercase). */
export function isCountryCode(id: unknown): id is string {
  return typeof id === 'string' && byId.has(id);
}

/** The picker's filter: matches the Chinese name or the search aid, case-insensitively. */
export function matchesCountry(country: Country, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return country.text.includes(q) || country.countrySearch.includes(q);
}

export function searchCountries(query: string, list: readonly Country[] = COUNTRIES): Country[] {
  return list.filter((c) => matchesCountry(c, query));
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, f);
  }
  return f;
}

/**
 * Minutes the zone is ahead of UTC at that instant (Asia/Shanghai: 480), daylight saving included.
 * Throws a RangeError for an unknown zone, as Intl does.
 */
export function utcOffsetMinutes(timeZone: string, date: Date | number = Date.now()): number {
  const ms = typeof date === 'number' ? date : date.getTime();
  const parts: Record<string, number> = {};
  for (const p of offsetFormatter(timeZone).formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wallClockAsUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  // The wall clock has whole seconds only, so drop the instant's milliseconds before comparing.
  return Math.round((wallClockAsUtc - Math.floor(ms / SECOND_MS) * SECOND_MS) / MINUTE_MS);
}

export function isTimeZone(timeZone: string): boolean {
  try {
    offsetFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
