import { wechatJsConfig } from '@bangyan/contract';
import { fetchData } from './client.ts';

/** Inside WeChat: wx.config's signature for the page at `url` (without '#…'); loaded only there (lib/wechatShare.ts). */
export const fetchWechatJsConfig = (url: string) => fetchData(wechatJsConfig, { url });
