import { SITE_DESCRIPTION, WECHAT_JS_SDK_URL } from '@bangyan/contract';
import { fetchWechatJsConfig } from '../api/wechat.ts';

/**
 * The share card inside WeChat's browser (https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html),
 * loaded only there with the server's official account (main.tsx): WeChat's jweixin script, wx.config with the
 * server's signature of the page's address, and on wx.ready and after every navigation or change of the page's head
 * (lib/pageMeta.ts writes its og:* tags) the card for a chat (updateAppMessageShareData) and for Moments
 * (updateTimelineShareData). iOS WeChat checks the signature against the address the visitor landed on, Android's
 * against the current one, so Android signs again after a navigation changes it.
 */

/** What a share card shows. */
export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The part of the document a card is read from. */
interface Head {
  title: string;
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/**
 * The card of the page at `href`: its og:title, og:description and og:image (the document's title and the site's
 * description when it has none), and its address without '#…'.
 */
export function shareData(head: Head, href: string): ShareData {
  const meta = (property: string) =>
    head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')?.trim() ?? '';
  const image = meta('og:image');
  return {
    title: meta('og:title') || head.title,
    desc: meta('og:description') || SITE_DESCRIPTION,
    link: pageAddress(href),
    imgUrl: image === '' ? '' : new URL(image, href).href,
  };
}

const pageAddress = (href: string) => href.split('#')[0]!;

/** The part of jweixin's `wx` the card uses. */
interface Wx {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(card: ShareData): void;
  updateTimelineShareData(card: Omit<ShareData, 'desc'>): void;
}

function loadJweixin(): Promise<Wx> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WECHAT_JS_SDK_URL;
    script.onload = () => {
      const wx = (window as Window & { wx?: Wx }).wx;
      if (wx) resolve(wx);
      else reject(new Error('jweixin defined no wx'));
    };
    script.onerror = () => reject(new Error('jweixin did not load'));
    document.head.append(script);
  });
}

/** Sets the card now and keeps it current; `navigations` is the router (its subscribe). A script that fails to load,
 * or a signature the server refuses, leaves WeChat's own card. */
export async function startWechatShare(navigations: { subscribe(listener: () => void): unknown }): Promise<void> {
  const landing = pageAddress(window.location.href);
  const ios = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  let wx: Wx;
  try {
    wx = await loadJweixin();
  } catch {
    return;
  }
  let ready = false;
  let signed = '';
  const share = () => {
    if (!ready) return;
    const card = shareData(document, window.location.href);
    wx.updateAppMessageShareData(card);
    wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  };
  const refresh = async () => {
    const address = ios ? landing : pageAddress(window.location.href);
    if (address === signed) return share();
    signed = address;
    ready = false;
    try {
      const signature = await fetchWechatJsConfig(address);
      wx.config({ debug: false, ...signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
      wx.ready(() => {
        ready = true;
        share();
      });
    } catch {
      // Not signed (the server refused or was unreachable): WeChat's own card stays; the next navigation tries again.
      signed = '';
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A navigation and the head it writes come together: one refresh for both.
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), 50);
  };
  navigations.subscribe(schedule);
  new MutationObserver(schedule).observe(document.head, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  await refresh();
}
