import { describe, expect, it } from 'vitest';
import { runLanes } from './lanes.ts';
import type { JobKind, Step } from './plan.ts';

const at = (h: number) => new Date(Date.UTC(2026, 10, 20, h));
const tick = (ms = 1) => new Promise((r) => setTimeout(r, ms));
const name = (s: Step) => `${s.job}@${s.at.getUTCHours()}`;

/** Runs `steps` through runLanes, each taking `ms(step)`; returns the start and end events in order. */
async function trace(steps: Step[], ms: (s: Step) => number = () => 1, width?: number): Promise<string[]> {
  const log: string[] = [];
  await runLanes(
    steps,
    async (s) => {
      log.push(`start ${name(s)}`);
      await tick(ms(s));
      log.push(`end ${name(s)}`);
    },
    undefined,
    width === undefined ? undefined : () => width,
  );
  return log;
}

describe('runLanes', () => {
  it('starts a step only after every step up to its time of the jobs it reads is done', async () => {
    const steps: Step[] = [
      { job: 'analytics', at: at(1) },
      { job: 'charts-all', at: at(2) },
      { job: 'charts-all', at: at(1) },
      { job: 'apps', at: at(1) },
      { job: 'keywords', at: at(1) },
      { job: 'android', at: at(1) },
      { job: 'analytics', at: at(2) },
    ];
    // The newer chart round is slow: the lookup of 1 h need not wait for it, the analytics of 2 h must.
    const log = await trace(steps, (s) => (s.job === 'charts-all' && s.at.getUTCHours() === 2 ? 30 : 1));
    const index = (e: string) => log.indexOf(e);
    expect(index('end charts-all@1')).toBeLessThan(index('start apps@1'));
    expect(index('start apps@1')).toBeLessThan(index('end charts-all@2'));
    for (const job of ['charts-all@1', 'apps@1', 'keywords@1'])
      expect(index(`end ${job}`)).toBeLessThan(index('start analytics@1'));
    expect(index('end charts-all@2')).toBeLessThan(index('start analytics@2'));
    // Lanes that read nothing run side by side: the Android markets' starts before the first chart ends.
    expect(index('start android@1')).toBeLessThan(index('end charts-all@1'));
  });

  it('alternates the lookups and the keyword search, however slow either is', async () => {
    const steps: Step[] = [2, 1].flatMap((h) => [
      { job: 'keywords' as const, at: at(h) },
      { job: 'apps' as const, at: at(h) },
    ]);
    // A search waits for the lookups of its time, a lookup for the searches before it.
    const turns = [1, 2].flatMap((h) => [`apps@${h}`, `keywords@${h}`]).flatMap((s) => [`start ${s}`, `end ${s}`]);
    for (const slow of ['apps', 'keywords'])
      expect(await trace(steps, (s) => (s.job === slow ? 10 : 1))).toEqual(turns);
  });

  it('runs an ordered job one step at a time, oldest first, whatever order the plan gives', async () => {
    const steps: Step[] = [3, 1, 2].flatMap((h) => [
      { job: 'keywords' as const, at: at(h) },
      { job: 'apps' as const, at: at(h) },
    ]);
    const log = await trace(steps);
    for (const job of ['keywords', 'apps'])
      expect(log.filter((e) => e.includes(job))).toEqual(
        [1, 2, 3].flatMap((h) => [`start ${job}@${h}`, `end ${job}@${h}`]),
      );
  });

  it("starts an order-free job's steps in the plan's order, its width at a time", async () => {
    const steps: Step[] = [5, 4, 1, 2, 3].map((h) => ({ job: 'charts-main' as JobKind, at: at(h) }));
    const log = await trace(steps, () => 5, 2);
    expect(log.filter((e) => e.startsWith('start'))).toEqual([5, 4, 1, 2, 3].map((h) => `start charts-main@${h}`));
    let running = 0;
    let most = 0;
    for (const e of log) {
      running += e.startsWith('start') ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBe(2);
  });

  it('stops every lane at the first failure and reports it', async () => {
    const ran: string[] = [];
    const steps: Step[] = [1, 2, 3].flatMap((h) => [
      { job: 'keywords' as const, at: at(h) },
      { job: 'analytics' as const, at: at(h) },
    ]);
    await expect(
      runLanes(steps, async (s) => {
        await tick();
        if (s.job === 'keywords' && s.at.getUTCHours() === 2) throw new Error('source down');
        ran.push(name(s));
      }),
    ).rejects.toThrow('source down');
    expect(ran).toEqual(['keywords@1', 'analytics@1']);
  });
});
