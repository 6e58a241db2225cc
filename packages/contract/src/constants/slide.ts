/**
 * Slide verification (spec 2.5, 3, 9): our own challenge, checked by the server and bound to a
 * scene. The result travels as csessionid, nc_token, sig, scene and appkey.
 */

/** The scene every slide check of this product is bound to (spec 9). */
export const SLIDE_SCENE = 'nc_login';
/** The product's fixed slide app key (spec 9 keeps the real one unprinted; this is ours). */
export const SLIDE_APP_KEY = 'BANGYAN-NC-2026';
/** How far the handle travels from the left end of the track to the right, in CSS pixels. */
export const SLIDE_DISTANCE_PX = 300;
/** Most points a track may carry. */
export const SLIDE_TRACK_MAX_POINTS = 600;

export const SLIDE_PROMPT = '请按住滑块，拖动到最右边';
export const SLIDE_CHECKING = '验证中…';
export const SLIDE_PASSED = '验证通过';
export const SLIDE_FAILED = '验证未通过，请重新滑动';
export const SLIDE_EXPIRED = '验证已失效，请重新滑动';
export const SLIDE_TRACK_INVALID = '滑动轨迹格式不正确';
export const SLIDE_SCENE_INVALID = '验证场景不正确';

/** The frequent-operation page (spec 2.5). */
export const FREQUENT_TITLE = '休息一下，马上回来';
export const FREQUENT_HINT = '您的操作过于频繁，请完成下方滑动验证后继续使用';
/** After a passed check the page waits this long before it leaves (spec 2.5). */
export const FREQUENT_REDIRECT_DELAY_MS = 300;
