/**
 * Caps on verification codes sent, apart from the frequency guard a passed slide check lifts (../http/frequency.ts):
 * per recipient, per IP, per device (the `by_did` cookie the slide challenge sets; a request without it counts as its
 * IP's), and for the whole site, each per hour and per day (CODE_CAPS_PER_HOUR, CODE_CAPS_PER_DAY). Every code
 * counts against each of them before it is sent; nothing lifts a cap but time. The site's hourly count feeds the
 * console's overview, which warns when it passes CODE_SPIKE_SHARE of the cap.
 */
import { ACCOUNT_TEXTS, ApiFailure, ErrorCode } from '@bangyan/contract';
import type { FastifyRequest } from 'fastify';
import type { CodeCaps } from '../config.ts';
import type { KvStore } from '../infra/kv.ts';

/** The long-lived cookie that tells one browser from another behind the same address. */
export const DEVICE_COOKIE = 'by_did';
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** The share of the site's hourly cap past which the console warns of a spike. */
export const CODE_SPIKE_SHARE = 0.5;

const WINDOWS = { hour: 3600, day: 86_400 } as const;
type Window = keyof typeof WINDOWS;
const capKey = (window: Window, who: string) => `codecap:${window}:${who}`;
const GLOBAL = 'global';

/** The device a request comes from: its cookie when it has a well-formed one, else its address. */
function deviceOf(req: FastifyRequest): string {
  const cookie = req.cookies[DEVICE_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{16,64}$/.test(cookie) ? `device:${cookie}` : `device:ip:${req.ip}`;
}

/** Counts one code to `recipient` against every cap; throws the refusal when one is exceeded (nothing is sent). */
export async function countCode(
  kv: KvStore,
  caps: { hour: CodeCaps; day: CodeCaps },
  req: FastifyRequest,
  recipient: string,
): Promise<void> {
  const who = { recipient: `to:${recipient}`, ip: `ip:${req.ip}`, device: deviceOf(req), global: GLOBAL } as const;
  for (const window of ['hour', 'day'] as const) {
    // The narrow caps first: a visitor refused by its own caps does not use up the site's.
    for (const scope of ['recipient', 'device', 'ip', 'global'] as const) {
      const count = await kv.increment(capKey(window, who[scope]), WINDOWS[window]);
      if (count <= caps[window][scope]) continue;
      const text =
        scope === 'global'
          ? ACCOUNT_TEXTS.codeCapGlobal
          : window === 'hour'
            ? ACCOUNT_TEXTS.codeCapHour
            : ACCOUNT_TEXTS.codeCapDay;
      throw new ApiFailure(ErrorCode.BAD_REQUEST, text);
    }
  }
}

/** The site's codes counted in the current hour and day windows, against their caps. */
export async function siteCodeCounts(kv: KvStore, caps: { hour: CodeCaps; day: CodeCaps }) {
  const count = async (window: Window) => Number((await kv.get(capKey(window, GLOBAL))) ?? 0);
  const [hour, day] = await Promise.all([count('hour'), count('day')]);
  return {
    hour: { sent: hour, cap: caps.hour.global },
    day: { sent: day, cap: caps.day.global },
    spike: hour >= caps.hour.global * CODE_SPIKE_SHARE,
  };
}
