/**
 * Word lists for names: brand prefixes (开心, 滴答), game themes (龙腾, 山海), suffixes, and the parts
 * of company names (city, brand syllables, industry) with their pinyin / English, so one company is
 * both 上海星宇网络科技有限公司 and Shanghai Xingyu Network Technology Co., Ltd.
 */

export interface Word {
  word: string;
  pinyin: string;
}

function words(text: string): readonly Word[] {
  return text.split(' ').map((entry) => {
    const [word, pinyin] = entry.split(':');
    if (!word || pinyin === undefined) throw new Error(`bad word entry "${entry}"`);
    return { word, pinyin };
  });
}

/** Brand-like prefixes for app names (滴答清单, 番茄小说, 开心消消乐). */
export const BRAND_PREFIXES = words(
  '开心:kaixin 滴答:dida 天天:tiantian 全民:quanmin 欢乐:huanle 口袋:koudai 指尖:zhijian 掌上:zhangshang 小熊:xiaoxiong 橙子:chengzi ' +
    '柠檬:ningmeng 蜜蜂:mifeng 火山:huoshan 闪电:shandian 极速:jisu 云朵:yunduo 星河:xinghe 熊猫:xiongmao 飞鱼:feiyu 海豚:haitun ' +
    '青柠:qingning 番茄:fanqie 西瓜:xigua 葡萄:putao 土豆:tudou 麦田:maitian 知了:zhiliao 喵喵:miaomiao 叮咚:dingdong 悦动:yuedong ' +
    '乐享:lexiang 超级:chaoji 疯狂:fengkuang 梦幻:menghuan 快乐:kuaile 轻松:qingsong 简单:jiandan 萌萌:mengmeng 哈哈:haha 灵犀:lingxi ' +
    '如意:ruyi 锦鲤:jinli 元气:yuanqi 星球:xingqiu 宇宙:yuzhou 银河:yinhe 北斗:beidou 蓝鲸:lanjing 白鹭:bailu 鹿角:lujiao ' +
    '松果:songguo 芒果:mangguo 随手:suishou 一键:yijian 超能:chaoneng 奇妙:qimiao 神奇:shenqi 未来:weilai 智能:zhineng 万能:wanneng ' +
    '全能:quanneng 小白:xiaobai 大象:daxiang 考拉:kaola 袋鼠:daishu 狐狸:huli 蜗牛:woniu 刺猬:ciwei 鲸鱼:jingyu 海星:haixing ' +
    '珊瑚:shanhu 竹子:zhuzi 樱桃:yingtao 蓝莓:lanmei 可乐:kele 布丁:buding 糖果:tangguo 饼干:binggan 豆豆:doudou 点点:diandian ' +
    '多多:duoduo 满满:manman 闪闪:shanshan 悠悠:youyou 七彩:qicai 彩虹:caihong 晴天:qingtian 微风:weifeng 暖阳:nuanyang 清风:qingfeng ' +
    '明月:mingyue 流星:liuxing 极光:jiguang 火箭:huojian 飞船:feichuan 像素:xiangsu 魔方:mofang 积木:jimu 掌心:zhangxin 心动:xindong ' +
    '有趣:youqu 趣味:quwei 每日:meiri 今日:jinri 即刻:jike 分秒:fenmiao 时光:shiguang 记忆:jiyi 初心:chuxin 匠心:jiangxin ' +
    '橘子:juzi 香蕉:xiangjiao 椰子:yezi 薄荷:bohe 芝麻:zhima 花生:huasheng 米粒:mili 小鹿:xiaolu 小狗:xiaogou 小猫:xiaomao ' +
    '兔子:tuzi 猴子:houzi 老虎:laohu 狮子:shizi 雄鹰:xiongying 百灵:bailing 喜鹊:xique 青蛙:qingwa 海鸥:haiou 云端:yunduan ' +
    '天空:tiankong 大海:dahai 森林:senlin 山谷:shangu 星光:xingguang 阳光:yangguang 月亮:yueliang 太阳:taiyang 春风:chunfeng 夏天:xiatian',
);

/** Themes that open game names (龙腾传奇, 山海塔防). */
export const GAME_THEMES = words(
  '龙腾:longteng 烈焰:lieyan 战神:zhanshen 霸业:baye 天下:tianxia 帝王:diwang 风云:fengyun 剑影:jianying 神话:shenhua 诸神:zhushen ' +
    '星辰:xingchen 幻想:huanxiang 梦境:mengjing 秘境:mijing 荒野:huangye 末日:mori 暗黑:anhei 机甲:jijia 星际:xingji 猫咪:maomi ' +
    '小兵:xiaobing 勇者:yongzhe 骑士:qishi 魔塔:mota 山海:shanhai 九州:jiuzhou 苍穹:cangqiong 深海:shenhai 钢铁:gangtie 疾风:jifeng ' +
    '无尽:wujin 永恒:yongheng 传世:chuanshi 盛世:shengshi 乱世:luanshi 群英:qunying 少年:shaonian 魔法:mofa 精灵:jingling 怪物:guaiwu ' +
    '僵尸:jiangshi 海岛:haidao 星海:xinghai 极地:jidi 王国:wangguo 蛮荒:manhuang 封神:fengshen 大唐:datang 长安:changan 洪荒:honghuang',
);

/** Endings of game names (星辰物语, 勇者大冒险). */
export const GAME_SUFFIXES = words(
  '传:zhuan 传说:chuanshuo 物语:wuyu 大冒险:damaoxian 大师:dashi 世界:shijie 英雄:yingxiong 纪元:jiyuan 之王:zhiwang 奇缘:qiyuan ' +
    '乐园:leyuan 小镇:xiaozhen 岛:dao 大亨:daheng 模拟器:moniqi 争霸:zhengba 觉醒:juexing 崛起:jueqi 远征:yuanzheng 归来:guilai',
);

/** Endings of app names (记账助手, 小熊管家, 番茄小说极速版). */
export const APP_SUFFIXES = words(
  '助手:zhushou 大师:dashi 管家:guanjia 宝:bao 通:tong 帮:bang 盒子:hezi 派:pai 圈:quan 家:jia ' +
    '君:jun 侠:xia 星球:xingqiu 极速版:jisuban 专业版:zhuanyeban Pro:pro HD:hd',
);

/** Cities for company names. */
export const CITIES = words(
  '北京:Beijing 上海:Shanghai 深圳:Shenzhen 广州:Guangzhou 杭州:Hangzhou 成都:Chengdu 南京:Nanjing 武汉:Wuhan 厦门:Xiamen 苏州:Suzhou ' +
    "西安:Xi'an 长沙:Changsha 珠海:Zhuhai 天津:Tianjin 重庆:Chongqing 海南:Hainan 福州:Fuzhou 合肥:Hefei 青岛:Qingdao 大连:Dalian",
);

/** First and second syllables of company brands (星 + 宇 = 星宇, Xingyu). */
export const COMPANY_FIRST = words(
  '星:xing 光:guang 乐:le 云:yun 天:tian 锐:rui 微:wei 创:chuang 智:zhi 蓝:lan 鼎:ding 华:hua 趣:qu 聚:ju 凌:ling 盛:sheng ' +
    '恒:heng 易:yi 万:wan 卓:zhuo 博:bo 晨:chen 飞:fei 瑞:rui 嘉:jia 融:rong 奇:qi 元:yuan 灵:ling 青:qing 鸿:hong 远:yuan ' +
    '百:bai 安:an 新:xin 众:zhong 海:hai 金:jin 银:yin 汇:hui',
);
export const COMPANY_SECOND = words(
  '宇:yu 年:nian 游:you 帆:fan 启:qi 思:si 澜:lan 想:xiang 云:yun 海:hai 盛:sheng 彩:cai 玩:wan 力:li 景:jing 信:xin ' +
    '联:lian 象:xiang 越:yue 远:yuan 曦:xi 火:huo 鸿:hong 达:da 籁:lai 禾:he 通:tong 点:dian 素:su 动:dong 图:tu 川:chuan ' +
    '泰:tai 锐:rui 合:he 纳:na 辰:chen 源:yuan 悦:yue 拓:tuo',
);

export interface Industry {
  chinese: string;
  english: string;
  /** Whether a games company would carry this name. */
  games: boolean;
  /** The app genres a company of this name publishes: null any, [] none (a games line of business). */
  appGenres: readonly number[] | null;
}

const MEDIA_GENRES = [6016, 6018, 6009, 6021, 6011, 6008, 6005, 6025];

export const INDUSTRIES: readonly Industry[] = [
  { chinese: '网络科技', english: 'Network Technology', games: true, appGenres: null },
  { chinese: '信息技术', english: 'Information Technology', games: false, appGenres: null },
  { chinese: '互动娱乐', english: 'Interactive Entertainment', games: true, appGenres: [] },
  { chinese: '科技', english: 'Technology', games: true, appGenres: null },
  { chinese: '软件', english: 'Software', games: false, appGenres: null },
  { chinese: '数码科技', english: 'Digital Technology', games: true, appGenres: null },
  { chinese: '文化传媒', english: 'Culture Media', games: true, appGenres: MEDIA_GENRES },
  { chinese: '计算机科技', english: 'Computer Technology', games: false, appGenres: null },
  { chinese: '智能科技', english: 'Intelligent Technology', games: false, appGenres: null },
  { chinese: '游戏', english: 'Games', games: true, appGenres: [] },
  { chinese: '电子商务', english: 'E-commerce', games: false, appGenres: [6024, 6022, 6012, 6023] },
  { chinese: '金融信息服务', english: 'Financial Information Service', games: false, appGenres: [6015, 6000] },
  { chinese: '教育科技', english: 'Education Technology', games: false, appGenres: [6017, 6006, 6018] },
  { chinese: '健康科技', english: 'Health Technology', games: false, appGenres: [6013, 6020] },
  { chinese: '旅游服务', english: 'Travel Service', games: false, appGenres: [6003, 6010] },
];

/** Pinyin surnames and given names for individual developers ("Wei Zhang"). */
export const SURNAMES_PINYIN =
  'Wang Li Zhang Liu Chen Yang Huang Zhao Zhou Wu Xu Sun Ma Zhu Hu Guo He Lin Luo Gao'.split(' ');
export const GIVEN_PINYIN =
  'Wei Fang Na Min Jing Lei Jun Yang Yong Yan Jie Tao Ming Chao Hao Yu Xin Peng Hui Qiang'.split(' ');
