import { describe, expect, it } from 'vitest';
import { mayOpen } from './prompts.ts';

describe('the prompt coordinator: one prompt a visit, by priority', () => {
  it('gives the turn to the highest-priority wanted prompt', () => {
    const wanted = ['upgrade', 'popupAd', 'vipGreeting'] as const;
    expect(mayOpen('vipGreeting', wanted, null, false)).toBe(true);
    expect(mayOpen('popupAd', wanted, null, false)).toBe(false);
    expect(mayOpen('upgrade', wanted, null, false)).toBe(false);
    expect(mayOpen('popupAd', ['upgrade', 'popupAd'], null, false)).toBe(true);
    expect(mayOpen('upgrade', ['upgrade'], null, false)).toBe(true);
  });

  it('keeps the visit to the prompt shown: the others wait for a later visit', () => {
    expect(mayOpen('popupAd', ['popupAd', 'upgrade'], 'popupAd', false)).toBe(true);
    // Closed (no longer wanted): nothing follows it in the same visit.
    expect(mayOpen('upgrade', ['upgrade'], 'popupAd', false)).toBe(false);
    expect(mayOpen('popupAd', [], 'popupAd', false)).toBe(false);
    expect(mayOpen('vipGreeting', ['vipGreeting'], 'upgrade', false)).toBe(false);
  });

  it('opens nothing over another dialog, and nothing that is not wanted', () => {
    expect(mayOpen('popupAd', ['popupAd'], null, true)).toBe(false);
    expect(mayOpen('popupAd', ['upgrade'], null, false)).toBe(false);
    // The visit's own prompt stays up whatever opens above it.
    expect(mayOpen('vipGreeting', ['vipGreeting'], 'vipGreeting', true)).toBe(true);
  });
});
