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
