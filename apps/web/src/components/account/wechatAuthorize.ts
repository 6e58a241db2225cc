import { safeReferer } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { fetchWechatAuthorize } from '../../api/user.ts';

/**
 * WeChat login or binding inside WeChat's browser, where a QR cannot be scanned (lib/wechat.ts `wechatWithAccount`):
 * the whole page goes to WeChat's web authorization, whose callback comes back to `referer` (this site's, else Home)
 * logged in, or with `bind` the WeChat bound to the logged-in account; a WeChat no account has opens the bind page.
 * A refusal before WeChat goes to `report`; one after it is the callback's page.
 */
export async function goToWechatAuthorize(
  referer: string | null,
  report: (message: string) => void,
  intent: 'login' | 'bind' = 'login',
): Promise<void> {
  try {
    const envelope = await fetchWechatAuthorize(safeReferer(referer) ?? '/', intent);
    if (envelope.code !== 0) return report(envelope.msg);
    window.location.assign(envelope.data.url);
  } catch (e) {
    report(errorMessage(e));
  }
}

/** Inside WeChat: binds a WeChat to the logged-in account by web authorization, coming back to this page bound. */
export const bindWechatHere = (report: (message: string) => void): Promise<void> =>
  goToWechatAuthorize(`${window.location.pathname}${window.location.search}`, report, 'bind');
