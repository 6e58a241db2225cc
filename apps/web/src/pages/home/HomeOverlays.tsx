import { useEffect, useRef, useState } from 'react';
import { ADVERT_POSITION_POPUP, POPUP_AD_DELAY_MS, type Advert } from '@bangyan/contract';
import { useAdvertQuery } from '../../api/content.ts';
import { useSiteProductsQuery } from '../../api/siteContent.ts';
import { browserStorage } from '../../lib/storage.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { AnchorMenu } from './AnchorMenu.tsx';
import { homeShownAt } from './homeShown.ts';
import { decidePopupAd, HOME_POPUP_ADS_STORAGE_KEY } from './popupAd.ts';
import { PopupAd } from './PopupAd.tsx';
import { UPGRADE_DIALOG_STORAGE_KEY, UpgradeDialog } from './UpgradeDialog.tsx';

/** Which of Home's prompts is up: at most one per visit, so they never stack. */
type Prompt = { kind: 'none' } | { kind: 'popup'; ad: Advert } | { kind: 'upgrade' };

function setFlag(key: string): void {
  try {
    browserStorage().setItem(key, '1');
  } catch {
    // A refusing storage only means the prompt may show again.
  }
}

/**
 * Home's overlays (spec 2.4): the anchor menu, then one prompt per visit, 800 ms after Home shows (HomeShown).
 * The popup ad comes first (its rule in popupAd.ts). The upgrade dialog shows on a visit without
 * the popup ad, until it has been closed once, when the games site has a link. Neither opens over the site's own dialogs (VIP
 * service, login); they wait for those to close.
 */
export default function HomeOverlays() {
  const ads = useAdvertQuery(ADVERT_POSITION_POPUP);
  // The upgrade dialog announces the games site: without its link there is nothing to announce.
  const products = useSiteProductsQuery();
  const games = products.data?.games ?? null;
  const [prompt, setPrompt] = useState<Prompt>({ kind: 'none' });
  const decided = useRef(false);
  const siteDialogOpen = useDialogStore((s) => s.vipDialog !== null || s.loginPopupConfig !== null);

  useEffect(() => {
    if (decided.current || (ads.data === undefined && !ads.isError) || products.isPending) return;
    const storage = browserStorage();
    // A failed request is no answer: it neither shows an ad nor clears the flag.
    const decision = ads.data
      ? decidePopupAd(ads.data, storage.getItem(HOME_POPUP_ADS_STORAGE_KEY) !== null, Date.now())
      : { ad: null, clearFlag: false };
    if (decision.clearFlag) storage.removeItem(HOME_POPUP_ADS_STORAGE_KEY);
    const next: Prompt = decision.ad
      ? { kind: 'popup', ad: decision.ad }
      : games !== null && storage.getItem(UPGRADE_DIALOG_STORAGE_KEY) === null
        ? { kind: 'upgrade' }
        : { kind: 'none' };
    if (next.kind === 'none') return;
    const timer = setTimeout(
      () => {
        // Decided once per visit: a later refetch does not bring a prompt back.
        decided.current = true;
        setPrompt(next);
      },
      Math.max(0, homeShownAt() + POPUP_AD_DELAY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [ads.data, ads.isError, games, products.isPending]);

  const close = (key: string) => {
    setFlag(key);
    setPrompt({ kind: 'none' });
  };

  return (
    <>
      <AnchorMenu />
      {prompt.kind === 'popup' && (
        <PopupAd ad={prompt.ad} open={!siteDialogOpen} onClose={() => close(HOME_POPUP_ADS_STORAGE_KEY)} />
      )}
      {games && (
        <UpgradeDialog
          site={games}
          open={prompt.kind === 'upgrade' && !siteDialogOpen}
          onClose={() => close(UPGRADE_DIALOG_STORAGE_KEY)}
        />
      )}
    </>
  );
}
