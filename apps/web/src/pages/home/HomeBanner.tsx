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
        <div className={styles.art} aria-hidden="true" />
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
