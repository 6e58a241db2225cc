import { DEFAULT_SIGN_SECRET } from '@bangyan/contract';

/**
 * Runtime configuration. The server injects it into index.html as
 * `<script type="application/json" id="bangyan-config">`, so one build serves every deployment;
 * under `vite dev` the element is absent and the defaults below apply.
 */
export interface AppConfig {
  /** Secret for request signing (spec 9). Not a real secret: it ships to every browser. */
  signSecret: string;
  /** Origin of the provider's account area ('' = same origin). */
  accountHost: string;
  /** Whether WeChat login and binding are offered (the server has a WeChat website app, or is not in production). */
  wechatLogin: boolean;
  /** Whether the server has a WeChat official account: inside WeChat, share cards by its JS-SDK and login by it. */
  wechatMp: boolean;
}

export const DEFAULT_CONFIG: AppConfig = {
  signSecret: DEFAULT_SIGN_SECRET,
  accountHost: '',
  wechatLogin: true,
  wechatMp: false,
};

const CONFIG_ELEMENT_ID = 'bangyan-config';

/** Parses the injected JSON, keeping only string fields we know; anything malformed falls back. */
export function parseConfig(raw: string | null | undefined): AppConfig {
  if (!raw) return { ...DEFAULT_CONFIG };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_CONFIG };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ...DEFAULT_CONFIG };
  const source = parsed as Record<string, unknown>;
  const pick = (key: 'signSecret' | 'accountHost'): string => {
    const value = source[key];
    return typeof value === 'string' ? value : DEFAULT_CONFIG[key];
  };
  return {
    signSecret: pick('signSecret') || DEFAULT_CONFIG.signSecret,
    // Hosts are joined with absolute paths, so a trailing slash would double up.
    accountHost: pick('accountHost').replace(/\/+$/, ''),
    wechatLogin: typeof source.wechatLogin === 'boolean' ? source.wechatLogin : DEFAULT_CONFIG.wechatLogin,
    wechatMp: typeof source.wechatMp === 'boolean' ? source.wechatMp : DEFAULT_CONFIG.wechatMp,
  };
}

function readConfig(): AppConfig {
  if (typeof document === 'undefined') return { ...DEFAULT_CONFIG };
  return parseConfig(document.getElementById(CONFIG_ELEMENT_ID)?.textContent);
}

/** Read once at startup; the page never changes it. */
export const config: AppConfig = readConfig();
