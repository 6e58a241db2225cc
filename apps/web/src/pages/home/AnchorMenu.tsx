import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@bangyan/contract';
import { anchorMenuLayout, type AnchorMenuLayout } from './anchorMenuLayout.ts';
import { HOME_SECTIONS, type HomeSectionKey } from './homeSections.ts';
import styles from './AnchorMenu.module.css';

/** The menu's names of Home's sections: four characters, shown two by two in the narrow menu. */
const MENU_LABELS: Record<HomeSectionKey, string> = {
  games: '游戏推广',
  follows: '我的关注',
  monitor: '今日监控',
  rankings: '实时榜单',
  hotSearch: '实时热搜',
  monthly: '月度榜单',
  articles: '精选文章',
  testimonials: '行业大咖',
};

const SECTION_KEYS = Object.keys(HOME_SECTIONS) as HomeSectionKey[];

/** Sections whose element is on the page, in page order. */
function presentSections(): HomeSectionKey[] {
  return SECTION_KEYS.filter((key) => document.getElementById(HOME_SECTIONS[key].id) !== null);
}

/** The section being read: the last whose top has passed a third of the window (the last one at the page's end). */
function sectionInView(keys: readonly HomeSectionKey[]): HomeSectionKey | null {
  const line = window.innerHeight / 3;
  const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  let current: HomeSectionKey | null = null;
  for (const key of keys) {
    const top = document.getElementById(HOME_SECTIONS[key].id)?.getBoundingClientRect().top;
    if (top === undefined) continue;
    if (top <= line || (atEnd && top < window.innerHeight)) current = key;
  }
  return current;
}

/**
 * Whether the menu sits beside the content: between the top of the first section (below the banner) and the end of
 * the page's main area (above the footer). Elsewhere it would cover the banner or the footer, so it is not shown.
 */
function besideContent(menu: HTMLElement | null, keys: readonly HomeSectionKey[]): boolean {
  const first = keys[0] === undefined ? null : document.getElementById(HOME_SECTIONS[keys[0]].id);
  const main = first?.closest('main');
  if (!menu || !first || !main) return false;
  const box = menu.getBoundingClientRect();
  return box.top >= first.getBoundingClientRect().top && box.bottom <= main.getBoundingClientRect().bottom;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The window's size rule (spec 2.4), applied again 50 ms after resizing stops (spec 9). */
function useAnchorMenuLayout(): AnchorMenuLayout {
  const [layout, setLayout] = useState(() => anchorMenuLayout(window.innerWidth, window.innerHeight));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLayout(anchorMenuLayout(window.innerWidth, window.innerHeight)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return layout;
}

/**
 * Home's sections that are on the page (sections load lazily, so the list follows the page), the one in view, and
 * whether the menu sits beside them (besideContent).
 */
function useSections(menu: RefObject<HTMLElement | null>): {
  keys: HomeSectionKey[];
  current: HomeSectionKey | null;
  beside: boolean;
} {
  const [keys, setKeys] = useState<HomeSectionKey[]>([]);
  const [current, setCurrent] = useState<HomeSectionKey | null>(null);
  const [beside, setBeside] = useState(false);
  useEffect(() => {
    let frame = 0;
    let present: HomeSectionKey[] = [];
    // Reading positions makes the browser lay the page out: done once a frame, and only when the
    // page scrolls, resizes or its sections change; carousels and loading rows also change the
    // page, many times a second, and must not each cost a layout.
    const measure = () => {
      frame = 0;
      setCurrent(sectionInView(present));
      setBeside(besideContent(menu.current, present));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    const findSections = () => {
      const next = presentSections();
      if (sameList(next, present)) return;
      present = next;
      setKeys(next);
      schedule();
    };
    findSections();
    const observer = new MutationObserver(findSections);
    observer.observe(document.body, { childList: true, subtree: true });
    // Sections arriving change the page's height, and with it where the content ends.
    const heights = new ResizeObserver(schedule);
    const main = document.querySelector('main');
    if (main) heights.observe(main);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      heights.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [menu]);
  return { keys, current, beside };
}

function placementStyle(layout: AnchorMenuLayout): CSSProperties {
  const p = layout.placement;
  if (p.kind === 'top') return { top: p.top };
  if (p.kind === 'bottom') return { bottom: p.bottom };
  return { top: '50%', transform: 'translateY(-50%)' };
}

/** How long a section reached from the menu is kept under the header while the page above it settles. */
const KEEP_IN_PLACE_MS = 2000;
/** What a person does to scroll on, which ends that. */
const PERSON_SCROLLS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * Home's anchor menu (spec 2.4): a fixed side menu linking to the sections on the page by their
 * ids, highlighting the one in view; placed and shown by the window's size (anchorMenuLayout), and only while it
 * sits beside the sections (never over the banner or the footer).
 */
export function AnchorMenu() {
  const layout = useAnchorMenuLayout();
  const ref = useRef<HTMLElement>(null);
  const { keys, current, beside } = useSections(ref);
  if (keys.length === 0) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, key: HomeSectionKey) => {
    const target = document.getElementById(HOME_SECTIONS[key].id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Sections on the way draw as the page passes them, and the target's place becomes the section
    // itself, so heights change while the page scrolls: when the scroll ends away from the
    // section, finish the way there (until it stays put); then, for a moment, keep it there while
    // sections above it finish loading and change height, unless the person scrolls on.
    const section = () => document.getElementById(HOME_SECTIONS[key].id);
    const offBy = (el: HTMLElement) =>
      el.getBoundingClientRect().top - (parseFloat(getComputedStyle(el).scrollMarginTop) || 0);
    const keepInPlace = () => {
      const main = section()?.closest('main');
      if (!main) return;
      const observer = new ResizeObserver(() => {
        const el = section();
        if (el && Math.abs(offBy(el)) > 4) el.scrollIntoView({ block: 'start' });
      });
      const stop = () => {
        observer.disconnect();
        for (const name of PERSON_SCROLLS) window.removeEventListener(name, stop);
      };
      observer.observe(main);
      for (const name of PERSON_SCROLLS) window.addEventListener(name, stop, { once: true, passive: true });
      window.setTimeout(stop, KEEP_IN_PLACE_MS);
    };
    const settle = (triesLeft: number) => {
      const el = section();
      if (!el) return;
      if (Math.abs(offBy(el)) <= 4 || triesLeft === 0) return keepInPlace();
      el.scrollIntoView({ behavior: 'smooth', block: 'start' });
      window.addEventListener('scrollend', () => settle(triesLeft - 1), { once: true });
    };
    window.addEventListener('scrollend', () => settle(3), { once: true });
  };

  return (
    <nav
      ref={ref}
      className={styles.menu}
      style={placementStyle(layout)}
      hidden={!layout.visible}
      aria-label="页面导航"
      data-testid="anchor-menu"
      data-placement={layout.placement.kind}
      data-beside={beside}
    >
      <ul className={styles.list}>
        {keys.map((key) => (
          <li key={key}>
            <a
              className={styles.item}
              href={`#${HOME_SECTIONS[key].id}`}
              aria-current={key === current ? 'location' : undefined}
              onClick={(e) => go(e, key)}
              title={HOME_SECTIONS[key].title}
            >
              <span className={styles.label}>{MENU_LABELS[key]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
