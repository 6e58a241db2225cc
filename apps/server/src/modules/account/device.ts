/** A login's device as a person reads it, from the browser's User-Agent: 'Chrome 131 · Windows'. */

/** Browsers by their User-Agent token, the more specific first (Edge and the Chinese browsers also say Chrome). */
const BROWSERS: readonly [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, '微信'],
  [/QQBrowser\/(\d+)/, 'QQ浏览器'],
  [/UCBrowser\/(\d+)/, 'UC浏览器'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const WINDOWS: Record<string, string> = {
  '10.0': 'Windows',
  '6.3': 'Windows 8.1',
  '6.2': 'Windows 8',
  '6.1': 'Windows 7',
};

function system(ua: string): string | null {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows) return WINDOWS[windows[1]!] ?? 'Windows';
  const ios = /(iPhone|iPad)(?:.*? OS (\d+))?/.exec(ua);
  if (ios) return ios[2] ? `${ios[1]} iOS ${ios[2]}` : ios[1]!;
  const harmony = /HarmonyOS|OpenHarmony/.test(ua);
  if (harmony) return 'HarmonyOS';
  const android = /Android (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/Android/.test(ua)) return 'Android';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

function browser(ua: string): string | null {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

/** 'Chrome 131 · Windows', one side alone when only one is known, '未知设备' when neither is. */
export function describeDevice(userAgent: string): string {
  const parts = [browser(userAgent), system(userAgent)].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : '未知设备';
}
