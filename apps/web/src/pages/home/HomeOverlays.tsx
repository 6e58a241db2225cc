import { useEffect, useReducer, useState } from 'react';
import { ADVERT_POSITION_POPUP, POPUP_AD_DELAY_MS } from '@bangyan/contract';
import { useAdvertQuery } from '../../api/content.ts';
import { useSiteProductsQuery } from '../../api/siteContent.ts';
import { browserStorage } from '../../lib/storage.ts';
import { usePrompt } from '../../store/prompts.ts';
import { AnchorMenu } from './AnchorMenu.tsx';
import { homeShownAt } from './homeShown.ts';
import { decidePopupAd, HOME_POPUP_ADS_STORAGE_KEY } from './popupAd.ts';
import { PopupAd } from './PopupAd.tsx';
import { UPGRADE_DIALOG_STORAGE_KEY, UpgradeDialog } from './UpgradeDialog.tsx';

function setFlag(key: string): void {
  try {
    browserStorage().setItem(key, '1');
  } catch {
    // A refusing storage only means the prompt may show again.
  }
}

/**
 * Home's overlays (spec 2.4): the anchor menu, and Home's two prompts, 800 ms after Home shows (HomeShown): the
 * popup ad (its rule in popupAd.ts) and the upgrade dialog (until closed once, when the games site has a link).
 * Which one, if any, is up is the prompt coordinator's call (store/prompts.ts): one prompt a visit, by priority,
 * never over the site's other dialogs.
 */
export default function HomeOverlays() {
  const ads = useAdvertQuery(ADVERT_POSITION_POPUP);
  // The upgrade dialog announces the games site: without its link there is nothing to announce.
  const products = useSiteProductsQuery();
  const games = products.data?.games ?? null;
  // Closing stores a flag; this re-reads the flags.
  const [, flagsChanged] = useReducer((n: number) => n + 1, 0);
  const [due, setDue] = useState(false);
  const storage = browserStorage();
  // Whether the ad still runs is judged at the time of the visit.
  const [visitAt] = useState(() => Date.now());
  // A failed request is no answer: it neither shows an ad nor clears the flag.
  const decision = ads.data
    ? decidePopupAd(ads.data, storage.getItem(HOME_POPUP_ADS_STORAGE_KEY) !== null, visitAt)
    : null;
  const clearFlag = decision?.clearFlag === true;
  useEffect(() => {
    if (clearFlag) browserStorage().removeItem(HOME_POPUP_ADS_STORAGE_KEY);
  }, [clearFlag]);
  const ad = decision?.ad ?? null;
  const popup = usePrompt('popupAd', ad !== null);
  const upgrade = usePrompt('upgrade', games !== null && storage.getItem(UPGRADE_DIALOG_STORAGE_KEY) === null);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), Math.max(0, homeShownAt() + POPUP_AD_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, []);
  const showPopup = due && popup.turn;
  const showUpgrade = due && upgrade.turn;
  const { opened: popupOpened } = popup;
  const { opened: upgradeOpened } = upgrade;
  useEffect(() => {
    if (showPopup) popupOpened();
  }, [showPopup, popupOpened]);
  useEffect(() => {
    if (showUpgrade) upgradeOpened();
  }, [showUpgrade, upgradeOpened]);

  const close = (key: string) => {
    setFlag(key);
    flagsChanged();
  };

  return (
    <>
      <AnchorMenu />
      {ad && <PopupAd ad={ad} open={showPopup} onClose={() => close(HOME_POPUP_ADS_STORAGE_KEY)} />}
      {games && <UpgradeDialog site={games} open={showUpgrade} onClose={() => close(UPGRADE_DIALOG_STORAGE_KEY)} />}
    </>
  );
}
