import { useState } from 'react';
import { SITE_NAME, SITE_SLOGAN, SVIP_TRIAL_DAYS } from '@bangyan/contract';
import { useUserInfo } from '../../api/user.ts';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { DEFAULT_SEARCH_STORE } from '../../components/search/searchTargets.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { BannerIcons } from './BannerIcons.tsx';
import { FeedbackTip } from './FeedbackTip.tsx';
import { HotSearchLine } from './HotSearchLine.tsx';
import styles from './HomeBanner.module.css';

/** Faint rising chart lines behind the banner text; decoration only. */
function BannerArt() {
  return (
    <svg className={styles.art} viewBox="0 0 1440 440" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="banner-line" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.05" />
        </linearGradient>
        <linearGradient id="banner-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.12" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <pattern id="banner-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0V48" fill="none" stroke="#fff" strokeOpacity="0.06" />
        </pattern>
      </defs>
      <rect width="1440" height="440" fill="url(#banner-grid)" />
      <path
        d="M0 380 C160 360 240 300 380 318 S620 250 760 262 S1000 170 1140 182 S1340 96 1440 80 L1440 440 L0 440 Z"
        fill="url(#banner-area)"
      />
      <path
        d="M0 380 C160 360 240 300 380 318 S620 250 760 262 S1000 170 1140 182 S1340 96 1440 80"
        fill="none"
        stroke="url(#banner-line)"
        strokeWidth="2"
      />
      <path
        d="M0 410 C200 400 300 370 460 372 S700 330 860 336 S1100 280 1260 262 S1400 230 1440 226"
        fill="none"
        stroke="url(#banner-line)"
        strokeWidth="1.5"
        strokeDasharray="4 6"
      />
    </svg>
  );
}

/** Spec 1, 2.4: a logged-in user who is not svip can claim the 7-day SVIP trial (opens the svip dialog). */
function SvipTrialButton() {
  const { data: user } = useUserInfo();
  const open = useDialogStore((s) => s.openVipDialog);
  if (!user || user.roleStr === 'svip') return null;
  return (
    <button type="button" className={styles.trial} onClick={() => open('svip')} data-testid="svip-trial-button">
      {`免费领取${SVIP_TRIAL_DAYS}天SVIP`}
    </button>
  );
}

/**
 * The Home top banner (spec 2.4); the transparent header runs over it. Behind: the scrolling icon
 * rows of the top charts. In front: the search box with its platform, country or market, the
 * feedback tip beside it, the hot-search line and the SVIP trial button.
 */
export function HomeBanner() {
  const [store, setStore] = useState(DEFAULT_SEARCH_STORE);
  return (
    <section className={styles.banner} data-testid="home-banner" aria-labelledby="home-banner-title">
      <div className={styles.scenery}>
        <BannerArt />
        <div className={styles.glowLeft} aria-hidden="true" />
        <div className={styles.glowRight} aria-hidden="true" />
        <BannerIcons />
        <div className={styles.veil} aria-hidden="true" />
      </div>
      <div className={styles.content}>
        <h1 id="home-banner-title" className={styles.title}>
          {SITE_NAME}
        </h1>
        <p className={styles.slogan}>{SITE_SLOGAN}</p>
        <div className={styles.search}>
          <SearchBox store={store} onStoreChange={setStore} />
          <HotSearchLine store={store} />
          <FeedbackTip />
        </div>
        <SvipTrialButton />
      </div>
    </section>
  );
}
