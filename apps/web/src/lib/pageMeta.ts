/**
 * The page's title, description and share meta (og:*, Schema.org's) kept true as the visitor moves on: the server
 * writes them into index.html for the first address (apps/server/src/http/pageHead.ts), this keeps them current after
 * each client-side navigation, from the same contract function. WeChat's share reads the og tags from the DOM.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { headMetaTags, pageApp, pageMeta, SHARE_IMAGE_PATH, type PageApp, type PageHead } from '@bangyan/contract';

/** The app an app page's header has loaded: its name and icon, for the title and the share picture. */
interface ShownApp {
  key: string;
  name: string;
  icon: string;
}

const useShownAppStore = create<{ app: ShownApp | null }>(() => ({ app: null }));

const appKey = (app: PageApp) =>
  app.platform === 'ios' ? `ios ${app.appId} ${app.country}` : `android ${app.appId} ${app.market}`;

/** An app page's frame: once its header has loaded (`shown`), the app's name and icon go into the page's head. */
export function useShownApp(app: PageApp, shown: { name: string; icon: string } | null | undefined): void {
  const key = appKey(app);
  const name = shown?.name;
  const icon = shown?.icon ?? '';
  useEffect(() => {
    if (name !== undefined) useShownAppStore.setState({ app: { key, name, icon } });
  }, [key, name, icon]);
}

/** Writes each tag, adding the ones the document lacks (under `vite dev` index.html has none of the share tags). */
function writeHead(head: PageHead): void {
  document.title = head.title;
  for (const tag of headMetaTags(head)) {
    let el = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
    if (el === null) {
      el = document.createElement('meta');
      el.setAttribute(tag.attribute, tag.key);
      document.head.append(el);
    }
    el.content = tag.content;
  }
}

/** The layout's part: after every navigation (and once an app page's app is known), the head of the page shown. */
export function usePageMeta(): void {
  const { pathname, search } = useLocation();
  const shown = useShownAppStore((s) => s.app);
  useEffect(() => {
    const query = new URLSearchParams(search);
    const app = pageApp(pathname, query);
    const known = app !== null && shown?.key === appKey(app) ? shown : null;
    const origin = window.location.origin;
    writeHead({
      ...pageMeta(pathname, query, known?.name),
      url: `${origin}${pathname}${search}`,
      image: new URL(known?.icon || SHARE_IMAGE_PATH, origin).href,
    });
  }, [pathname, search, shown]);
}
