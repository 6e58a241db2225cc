import { safeReferer } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { fetchWechatAuthorize } from '../../api/user.ts';

/**
 * WeChat login inside WeChat's browser, where a QR cannot be scanned (lib/wechat.ts `wechatWithAccount`): the whole
 * page goes to WeChat's web authorization, whose callback logs in and comes back to `referer` (this site's, else Home),
 * or opens the bind page. A refusal goes to `report`.
 */
export async function goToWechatAuthorize(referer: string | null, report: (message: string) => void): Promise<void> {
  try {
    const envelope = await fetchWechatAuthorize(safeReferer(referer) ?? '/');
    if (envelope.code !== 0) return report(envelope.msg);
    window.location.assign(envelope.data.url);
  } catch (e) {
    report(errorMessage(e));
  }
}
