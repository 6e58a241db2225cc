/** /new/test's rules: the browser named from its user agent, round trips summed up, the clock's offset judged. */
import { SIGN_WINDOW_SECONDS } from '@bangyan/contract';

export type CheckStatus = 'ok' | 'warn' | 'fail';

/** The browser and its major version, from the user agent (the common ones; else the agent's first word). */
export function browserName(userAgent: string): string {
  const known: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/MicroMessenger\/(\d+)/, '微信内置浏览器'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|Chromium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[.\d]* .*Safari\//, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return userAgent.split(' ')[0] || '未知浏览器';
}

/** Round trips above this many milliseconds on average are slow. */
export const SLOW_ROUND_TRIP_MS = 800;

export function roundTripSummary(samples: readonly number[]): { min: number; avg: number; status: CheckStatus } {
  const min = Math.round(Math.min(...samples));
  const avg = Math.round(samples.reduce((s, x) => s + x, 0) / samples.length);
  return { min, avg, status: avg > SLOW_ROUND_TRIP_MS ? 'warn' : 'ok' };
}

/**
 * The local clock's offset from the server's in milliseconds (positive: the local clock is ahead), taking the
 * server's time as read halfway through the round trip; signed requests fail beyond the signing window.
 */
export function clockOffset(
  sentAt: number,
  serverTime: number,
  receivedAt: number,
): { offsetMs: number; status: CheckStatus } {
  const offsetMs = Math.round((sentAt + receivedAt) / 2 - serverTime);
  const seconds = Math.abs(offsetMs) / 1000;
  return { offsetMs, status: seconds > SIGN_WINDOW_SECONDS ? 'fail' : seconds > 30 ? 'warn' : 'ok' };
}
