/**
 * The generic words of the store (stems): what users type and what app names are built from. Each
 * genre lists its words most-searched first, as `word:pinyin` (pinyin builds bundle ids). A word
 * belongs to one genre; 6014 holds the words for games in general. `RELATED_GENRES` says which
 * other genres' words an app of a genre puts in its keyword field.
 */

const STEM_TEXT: Readonly<Record<number, string>> = {
  6000:
    '办公:bangong 招聘:zhaopin 视频会议:shipinhuiyi 考勤:kaoqin 文档:wendang 表格:biaoge 名片:mingpian 求职:qiuzhi 会议:huiyi ' +
    '企业邮箱:qiyeyouxiang 客户管理:kehuguanli 协同办公:xietongbangong 发票:fapiao 合同:hetong',
  6001:
    '天气:tianqi 天气预报:tianqiyubao 空气质量:kongqizhiliang 降雨:jiangyu 台风:taifeng 温度计:wenduji 气象:qixiang 雷达图:leidatu ' +
    '穿衣指数:chuanyizhishu',
  6002:
    '翻译:fanyi 扫描:saomiao 计算器:jisuanqi 输入法:shurufa 浏览器:liulanqi 二维码:erweima 清理:qingli 文件管理:wenjianguanli 录屏:luping ' +
    '壁纸:bizhi 闹钟:naozhong 手电筒:shoudiantong 指南针:zhinanzhen 解压:jieya 投屏:touping 遥控器:yaokongqi 测距:ceju 密码:mima ' +
    '网盘:wangpan 加速器:jiasuqi 小组件:xiaozujian 电池:dianchi',
  6003:
    '旅游:lvyou 机票:jipiao 酒店:jiudian 火车票:huochepiao 民宿:minsu 攻略:gonglve 景点:jingdian 门票:menpiao 签证:qianzheng ' +
    '自驾游:zijiayou 租车:zuche 旅行:lvxing',
  6004:
    '足球:zuqiu 篮球:lanqiu 体育直播:tiyuzhibo 比分:bifen 羽毛球:yumaoqiu 赛事:saishi 球迷:qiumi 滑雪:huaxue 钓鱼:diaoyu 骑行:qixing ' +
    '跑步:paobu',
  6005:
    '聊天:liaotian 交友:jiaoyou 语音:yuyin 社区:shequ 脱单:tuodan 相亲:xiangqin 同城:tongcheng 树洞:shudong 群聊:qunliao ' +
    '表情包:biaoqingbao 语音房:yuyinfang 婚恋:hunlian 匿名:niming',
  6006: '词典:cidian 字典:zidian 百科:baike 成语:chengyu 古诗词:gushici 汉语:hanyu 识图:shitu 英汉词典:yinghancidian 文言文:wenyanwen',
  6007:
    '清单:qingdan 笔记:biji 日程:richeng 待办:daiban 便签:bianqian 提醒:tixing 番茄钟:fanqiezhong 日历:rili 思维导图:siweidaotu ' +
    '备忘录:beiwanglu 时间管理:shijianguanli 打卡:daka 习惯:xiguan 专注:zhuanzhu 倒数日:daoshuri',
  6008:
    '相机:xiangji 修图:xiutu 美颜:meiyan 视频剪辑:shipinjianji 滤镜:lvjing 拼图:pintu 证件照:zhengjianzhao 抠图:koutu 相册:xiangce ' +
    '剪辑:jianji 特效:texiao 水印:shuiyin 胶片:jiaopian 美图:meitu 录像:luxiang',
  6009: '新闻:xinwen 头条:toutiao 资讯:zixun 热点:redian 快讯:kuaixun 早报:zaobao 时事:shishi 财经:caijing',
  6010:
    '地图:ditu 导航:daohang 打车:dache 公交:gongjiao 地铁:ditie 停车:tingche 路况:lukuang 顺风车:shunfengche 代驾:daijia ' +
    '充电桩:chongdianzhuang 加油:jiayou 共享单车:gongxiangdanche',
  6011:
    '音乐:yinyue 听歌:tingge 铃声:lingsheng 唱歌:changge K歌:kge 曲谱:qupu 钢琴:gangqin 吉他:jita 节拍器:jiepaiqi 调音器:tiaoyinqi ' +
    '电台:diantai 歌词:geci',
  6012:
    '外卖:waimai 团购:tuangou 快递:kuaidi 二手:ershou 租房:zufang 家政:jiazheng 买房:maifang 装修:zhuangxiu 宠物:chongwu 母婴:muying ' +
    '生活缴费:shenghuojiaofei 物业:wuye 跑腿:paotui 洗衣:xiyi 搬家:banjia 星座:xingzuo 万年历:wannianli 垃圾分类:lajifenlei',
  6013:
    '健身:jianshen 减肥:jianfei 瑜伽:yujia 计步:jibu 睡眠:shuimian 冥想:mingxiang 饮食:yinshi 卡路里:kaluli 经期:jingqi 体重:tizhong ' +
    '跳绳:tiaosheng 运动:yundong 轻断食:qingduanshi 白噪音:baizaoyin',
  6014: '游戏:youxi 手游:shouyou 小游戏:xiaoyouxi 单机游戏:danjiyouxi 网游:wangyou',
  6015:
    '记账:jizhang 理财:licai 股票:gupiao 基金:jijin 银行:yinhang 信用卡:xinyongka 贷款:daikuan 炒股:chaogu 个税:geshui 支付:zhifu ' +
    '钱包:qianbao 汇率:huilv 保险:baoxian 证券:zhengquan',
  6016:
    '视频:shipin 短视频:duanshipin 直播:zhibo 追剧:zhuiju 电影:dianying 综艺:zongyi 动漫:dongman 漫画:manhua 影视:yingshi 弹幕:danmu ' +
    '配音:peiyin 演唱会:yanchanghui 票务:piaowu',
  6017:
    '英语:yingyu 背单词:beidanci 搜题:souti 作业:zuoye 口语:kouyu 网课:wangke 考研:kaoyan 公务员:gongwuyuan 驾考:jiakao 编程:biancheng ' +
    '数学:shuxue 早教:zaojiao 学习:xuexi 题库:tiku 四六级:siliuji 练字:lianzi 会计:kuaiji 日语:riyu',
  6018:
    '小说:xiaoshuo 阅读:yuedu 听书:tingshu 电子书:dianzishu 有声书:youshengshu 书城:shucheng 看书:kanshu 读书:dushu ' +
    '言情小说:yanqingxiaoshuo 玄幻小说:xuanhuanxiaoshuo 网文:wangwen',
  6020: '挂号:guahao 问诊:wenzhen 医生:yisheng 药店:yaodian 体检:tijian 中医:zhongyi 血压:xueya 孕期:yunqi 疫苗:yimiao 买药:maiyao',
  6021: '杂志:zazhi 期刊:qikan 报纸:baozhi 读报:dubao',
  6022: '比价:bijia 优惠券:youhuiquan 返利:fanli 省钱:shengqian 好物:haowu 种草:zhongcao 测评:ceping',
  6023: '菜谱:caipu 美食:meishi 咖啡:kafei 奶茶:naicha 下厨:xiachu 烘焙:hongbei 点餐:diancan 餐厅:canting 食谱:shipu',
  6024:
    '购物:gouwu 网购:wanggou 商城:shangcheng 买菜:maicai 生鲜:shengxian 超市:chaoshi 服装:fuzhuang 海淘:haitao 奢侈品:shechipin ' +
    '拼单:pindan 特卖:temai 美妆:meizhuang',
  6025: '贴纸:tiezhi 表情:biaoqing',
  6026: '代码:daima 终端:zhongduan 接口调试:jiekoutiaoshi 服务器:fuwuqi',
  6027: '设计:sheji 绘画:huihua 画画:huahua 海报:haibao 字体:ziti 素描:sumiao 手账:shouzhang 配色:peise',
  7001: '射击:sheji 格斗:gedou 枪战:qiangzhan 动作:dongzuo 吃鸡:chiji 忍者:renzhe 割草:gecao 无双:wushuang 街机:jieji',
  7002: '冒险:maoxian 生存:shengcun 密室:mishi 逃脱:taotuo 探险:tanxian 荒岛:huangdao 寻宝:xunbao',
  7003:
    '消消乐:xiaoxiaole 跑酷:paoku 合成:hecheng 休闲:xiuxian 捕鱼:buyu 农场:nongchang 种菜:zhongcai 切水果:qieshuiguo 跳一跳:tiaoyitiao ' +
    '大作战:dazuozhan 萌宠:mengchong 三消:sanxiao 找茬:zhaocha',
  7004: '麻将:majiang 象棋:xiangqi 围棋:weiqi 五子棋:wuziqi 飞行棋:feixingqi 跳棋:tiaoqi 军棋:junqi',
  7005: '斗地主:doudizhu 扑克:puke 卡牌:kapai 掼蛋:guandan 纸牌:zhipai 跑得快:paodekuai 接龙:jielong',
  7006: '棋牌:qipai 转盘:zhuanpan',
  7009: '亲子:qinzi 聚会:juhui 你画我猜:nihuawocai',
  7011: '音游:yinyou 节奏:jiezou 钢琴块:gangqinkuai 跳舞:tiaowu',
  7012:
    '益智:yizhi 数独:shudu 解谜:jiemi 连连看:lianliankan 华容道:huarongdao 方块:fangkuai 2048:2048 脑洞:naodong 烧脑:shaonao ' +
    '推箱子:tuixiangzi 填字:tianzi',
  7013: '赛车:saiche 漂移:piaoyi 飙车:biaoche 卡丁车:kadingche 摩托:motuo 驾驶:jiashi',
  7014:
    '传奇:chuanqi 仙侠:xianxia 三国:sanguo 武侠:wuxia 修仙:xiuxian 西游:xiyou 放置:fangzhi 挂机:guaji 二次元:erciyuan 魔幻:mohuan ' +
    '江湖:jianghu 回合制:huihezhi 开放世界:kaifangshijie',
  7015: '模拟:moni 经营:jingying 养成:yangcheng 开店:kaidian 恋爱:lianai 换装:huanzhuang 城市建造:chengshijianzao 医院:yiyuan',
  7016: '台球:taiqiu 乒乓球:pingpangqiu 网球:wangqiu 拳击:quanji 足球游戏:zuqiuyouxi 篮球游戏:lanqiuyouxi',
  7017: '策略:celve 塔防:tafang 战争:zhanzheng 帝国:diguo 战棋:zhanqi 自走棋:zizouqi 国战:guozhan 部落:buluo 文明:wenming',
  7018: '答题:dati 猜谜:caimi 脑筋急转弯:naojinjizhuanwan 知识竞赛:zhishijingsai 猜歌:caige 成语接龙:chengyujielong',
  7019: '剧情:juqing 文字游戏:wenziyouxi 互动小说:hudongxiaoshuo 文字冒险:wenzimaoxian',
};

/** Genres whose words an app of the key genre also targets (keyword field, semantic matches). */
export const RELATED_GENRES: Readonly<Record<number, readonly number[]>> = {
  6000: [6007, 6002],
  6001: [6012],
  6002: [6007, 6027],
  6003: [6010, 6012],
  6004: [6013, 6016],
  6005: [6016],
  6006: [6017, 6018],
  6007: [6000, 6002],
  6008: [6027, 6016],
  6009: [6021, 6018],
  6010: [6003, 6012],
  6011: [6016],
  6012: [6023, 6024, 6010],
  6013: [6004, 6020],
  6015: [6022, 6024],
  6016: [6005, 6011],
  6017: [6006, 6018],
  6018: [6017, 6009],
  6020: [6013],
  6021: [6009],
  6022: [6024, 6015],
  6023: [6012],
  6024: [6022, 6012],
  6025: [6005],
  6026: [6002],
  6027: [6008],
  7001: [7002, 7014],
  7002: [7001, 7012],
  7003: [7012, 7015],
  7004: [7005],
  7005: [7004, 7006],
  7006: [7005],
  7009: [7003],
  7011: [7003],
  7012: [7003, 7018],
  7013: [7016],
  7014: [7017, 7001],
  7015: [7003],
  7016: [7013],
  7017: [7014],
  7018: [7012, 7019],
  7019: [7018, 7002],
};

export interface Stem {
  id: number;
  word: string;
  pinyin: string;
  genre: number;
  /** Position within its genre's list, 0 = most searched. */
  rankInGenre: number;
}

function parseStems(): Stem[] {
  const stems: Stem[] = [];
  const seen = new Set<string>();
  for (const [genreText, text] of Object.entries(STEM_TEXT)) {
    text.split(' ').forEach((entry, rankInGenre) => {
      const [word, pinyin] = entry.split(':');
      if (!word || !pinyin) throw new Error(`bad stem entry "${entry}"`);
      if (seen.has(word)) throw new Error(`stem "${word}" listed twice`);
      seen.add(word);
      stems.push({ id: stems.length, word, pinyin, genre: Number(genreText), rankInGenre });
    });
  }
  return stems;
}

export const STEMS: readonly Stem[] = parseStems();

const stemsByGenre = new Map<number, Stem[]>();
for (const stem of STEMS) {
  const list = stemsByGenre.get(stem.genre) ?? [];
  list.push(stem);
  stemsByGenre.set(stem.genre, list);
}

/** A genre's stems, most searched first (empty for a genre without words). */
export function stemsOfGenre(genre: number): readonly Stem[] {
  return stemsByGenre.get(genre) ?? [];
}

export function stem(id: number): Stem {
  const s = STEMS[id];
  if (!s) throw new Error(`no stem ${id}`);
  return s;
}
