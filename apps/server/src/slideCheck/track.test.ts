import { describe, expect, it } from 'vitest';
import { humanDrag, robotDrag } from '../../test/slide.ts';
import { judgeTrack } from './track.ts';

const D = 260;
const human = (ms?: number, steps?: number) => humanDrag(ms, steps, D);
const robot = () => robotDrag(900, 30, D);

describe('judgeTrack', () => {
  it('passes a drag that eases in and out and reaches the end', () => {
    expect(judgeTrack(human(), D)).toBeNull();
    expect(judgeTrack(human(2500, 80), D)).toBeNull();
  });

  it('refuses a drag at one constant speed', () => {
    expect(judgeTrack(robot(), D)).toMatch(/^speed varies/);
  });

  it('refuses a drag too quick or too slow, or one that stops short', () => {
    expect(judgeTrack(human(150), D)).toMatch(/^takes/);
    expect(judgeTrack(human(25_000), D)).toMatch(/^takes/);
    expect(
      judgeTrack(
        human().map(([t, x]) => [t, Math.min(x, 200)] as const),
        D,
      ),
    ).toMatch(/^stops at 200/);
  });

  it('refuses a jump, a start away from the left, time going back and a return', () => {
    expect(
      judgeTrack(
        [
          [0, 0],
          [400, D],
        ],
        D,
      ),
    ).toMatch(/^only 2 points/);
    expect(
      judgeTrack(
        human().map(([t, x]) => [t + 500, x] as const),
        D,
      ),
    ).toMatch(/^starts at/);
    const back = human();
    back[10] = [back[9]![0] - 5, back[10]![1]];
    expect(judgeTrack(back, D)).toMatch(/time goes back/);
    const returns = human();
    returns.splice(20, 0, [returns[19]![0] + 1, returns[19]![1] - 40]);
    expect(judgeTrack(returns, D)).toMatch(/steps back/);
    expect(
      judgeTrack(
        human().map(([t, x], i) => [t, i === 5 ? D + 50 : x] as const),
        D,
      ),
    ).toMatch(/leaves the track/);
  });
});
