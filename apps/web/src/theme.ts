import type { ThemeConfig } from 'antd';
import { REDUCED_MOTION } from './lib/motion.ts';

/** Brand colours, shared by antd's tokens and the CSS variables in styles/global.css. */
export const BRAND_PRIMARY = '#1a6cff';

export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', " +
  "'Noto Sans CJK SC', 'Source Han Sans SC', 'Helvetica Neue', Arial, sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorTextBase: '#1f2633',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    // antd's open, close and hover transitions, off for a person who asked for less motion.
    motion: !REDUCED_MOTION,
  },
  components: {
    Modal: { titleFontSize: 17 },
  },
};

/**
 * The theme on a phone (lib/phone.ts): every control a finger's size, 44 px tall at least (issue 27's tap targets),
 * small ones included; tabs likewise (styles/global.css widens what a tap on a switch finds).
 */
export const phoneTheme: ThemeConfig = {
  ...theme,
  token: { ...theme.token, controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 },
  components: {
    ...theme.components,
    Tabs: { horizontalItemPadding: '11px 0' },
  },
};
