import { describe, expect, it } from 'vitest';
import { isDetailPath, mergeHandles } from './routeHandle.ts';

describe('isDetailPath', () => {
  it('treats iOS and Android app pages as detail pages', () => {
    expect(isDetailPath('/new/apps/baseinfo')).toBe(true);
    expect(isDetailPath('/new/android/rankchart')).toBe(true);
  });

  it('treats everything else as an ordinary page', () => {
    expect(isDetailPath('/')).toBe(false);
    expect(isDetailPath('/new/ranking/index')).toBe(false);
    expect(isDetailPath('/new/apps')).toBe(false);
  });
});

describe('mergeHandles', () => {
  it('merges parent to child, the child winning, and skips routes without a handle', () => {
    expect(
      mergeHandles([{ hideFooter: true, transparentHeader: true }, undefined, { transparentHeader: false }]),
    ).toEqual({
      hideFooter: true,
      transparentHeader: false,
    });
  });
});
