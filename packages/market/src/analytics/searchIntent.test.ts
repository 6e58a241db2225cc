import { describe, expect, it } from 'vitest';
import { namesApp, searchMeaning } from './searchIntent.ts';

describe('namesApp', () => {
  it('takes the whole name, in any case, width or spacing', () => {
    expect(namesApp('青蛙购物通', '青蛙购物通')).toBe(true);
    expect(namesApp(' wechat ', 'WeChat')).toBe(true);
    expect(namesApp('ＷｅＣｈａｔ', 'We Chat')).toBe(true);
  });

  it('takes the name before a store suffix', () => {
    expect(namesApp('青蛙购物通', '青蛙购物通 - 省钱好物')).toBe(true);
    expect(namesApp('青蛙购物通', '青蛙购物通：省钱好物')).toBe(true);
    expect(namesApp('王者荣耀', '王者荣耀（国际版）')).toBe(true);
    // A hyphen inside a name is no suffix.
    expect(namesApp('x', 'X-Ray')).toBe(false);
  });

  it('takes a start that covers most of the name, not a short one', () => {
    expect(namesApp('青蛙购物', '青蛙购物通')).toBe(true);
    expect(namesApp('青蛙', '青蛙购物通')).toBe(false);
    expect(namesApp('购物通', '青蛙购物通')).toBe(false);
    expect(namesApp('青', '青')).toBe(true);
  });

  it('never matches empty or punctuation-only text', () => {
    expect(namesApp('', '青蛙购物通')).toBe(false);
    expect(namesApp('!!', '青蛙购物通')).toBe(false);
  });
});

describe('searchMeaning', () => {
  it('keeps a tracked keyword a keyword, naming the app it also names', () => {
    expect(searchMeaning('购物', true, ['购物车', '购物'])).toEqual({ intent: 'kw', namedApp: 1 });
    expect(searchMeaning('购物', true, ['淘宝'])).toEqual({ intent: 'kw', namedApp: null });
  });

  it('opens the apps when the text is no tracked keyword but finds apps', () => {
    expect(searchMeaning('青蛙购物通', false, ['青蛙购物通', '青蛙购物通极速版'])).toEqual({
      intent: 'app',
      namedApp: 0,
    });
    expect(searchMeaning('青蛙', false, ['青蛙购物通'])).toEqual({ intent: 'app', namedApp: null });
  });

  it('leaves text that finds nothing a keyword', () => {
    expect(searchMeaning('没有这个词', false, [])).toEqual({ intent: 'kw', namedApp: null });
  });
});
