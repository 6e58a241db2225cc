import { setTimeout as delay } from 'node:timers/promises';

/**
 * A token bucket: `perSecond` tokens a second, at most `burst` saved up. Callers that find it empty
 * reserve a future token (the count goes negative) and wait for it, so concurrent callers are
 * spaced evenly in arrival order rather than woken together.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(perSecond > 0)) throw new RangeError(`rate must be positive, got ${perSecond}`);
    if (!(burst >= 1)) throw new RangeError(`burst must be at least 1, got ${burst}`);
    this.tokens = burst;
    this.last = now();
  }

  /** Milliseconds the caller must wait before its request; the token is taken either way. */
  reserve(): number {
    if (this.perSecond === Infinity) return 0;
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) * this.perSecond) / 1000);
    this.last = t;
    this.tokens -= 1;
    return this.tokens >= 0 ? 0 : (-this.tokens * 1000) / this.perSecond;
  }

  async take(): Promise<void> {
    const wait = this.reserve();
    if (wait > 0) await delay(wait);
  }
}
