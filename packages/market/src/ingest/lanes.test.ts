import { describe, expect, it } from 'vitest';
import { runLanes } from './lanes.ts';
import type { Step } from './plan.ts';

const at = (h: number) => new Date(Date.UTC(2026, 10, 20, h));
const tick = () => new Promise((r) => setTimeout(r, 1));

describe('runLanes', () => {
  it('keeps each job in time order and starts a step only after the jobs it reads caught up', async () => {
    const steps: Step[] = [
      { job: 'analytics', at: at(1) },
      { job: 'charts-all', at: at(2) },
      { job: 'charts-all', at: at(1) },
      { job: 'apps', at: at(1) },
      { job: 'keywords', at: at(1) },
      { job: 'analytics', at: at(2) },
    ];
    const log: string[] = [];
    await runLanes(steps, async (s) => {
      log.push(`start ${s.job}@${s.at.getUTCHours()}`);
      await tick();
      log.push(`end ${s.job}@${s.at.getUTCHours()}`);
    });
    const index = (e: string) => log.indexOf(e);
    expect(index('end charts-all@1')).toBeLessThan(index('start charts-all@2'));
    expect(index('end charts-all@1')).toBeLessThan(index('start apps@1'));
    for (const job of ['charts-all@1', 'apps@1', 'keywords@1'])
      expect(index(`end ${job}`)).toBeLessThan(index('start analytics@1'));
    expect(index('end charts-all@2')).toBeLessThan(index('start analytics@2'));
    // Lanes that read nothing run side by side: keywords starts before the first chart ends.
    expect(index('start keywords@1')).toBeLessThan(index('end charts-all@1'));
  });

  it('stops every lane at the first failure and reports it', async () => {
    const ran: string[] = [];
    const steps: Step[] = [1, 2, 3].flatMap((h) => [
      { job: 'charts-all' as const, at: at(h) },
      { job: 'analytics' as const, at: at(h) },
    ]);
    await expect(
      runLanes(steps, async (s) => {
        await tick();
        if (s.job === 'charts-all' && s.at.getUTCHours() === 2) throw new Error('source down');
        ran.push(`${s.job}@${s.at.getUTCHours()}`);
      }),
    ).rejects.toThrow('source down');
    expect(ran).toEqual(['charts-all@1', 'analytics@1']);
  });
});
