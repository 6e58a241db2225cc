import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { businessInfoSchema, friendLinkSchema, userInfoSchema, type UserInfo } from '@bangyan/contract';
import { isBusinessInfoList, isFriendLinkList } from './site.ts';
import { isUserInfo } from './user.ts';

/**
 * The web checks stored copies with small type guards, not the contract's zod schemas (the web
 * bundle carries no zod). Each guard must decide as its schema does: on a valid value, and on that
 * value with each field missing or holding each value of a pool of right and wrong ones.
 */
const POOL: unknown[] = [
  '',
  'x',
  'vip',
  'svip',
  'normal',
  'card',
  'list',
  0,
  7,
  -1,
  1.5,
  2 ** 53,
  Number.NaN,
  true,
  false,
  null,
  undefined,
  [],
  {},
];
const NOT_OBJECTS: unknown[] = [undefined, null, 'x', 1, true, []];

/** The valid object and every one-field variation of it. */
function variations(valid: Record<string, unknown>, schema: z.ZodObject): unknown[] {
  const out: unknown[] = [valid, { ...valid, extra: 'kept' }];
  for (const key of Object.keys(schema.shape)) {
    const { [key]: _dropped, ...without } = valid;
    out.push(without, ...POOL.map((value) => ({ ...valid, [key]: value })));
  }
  return out;
}

function expectAgreement(guard: (value: unknown) => boolean, schema: z.ZodType, values: unknown[]) {
  let accepted = 0;
  for (const value of values) {
    expect({ value, guard: guard(value) }).toEqual({ value, guard: schema.safeParse(value).success });
    if (guard(value)) accepted++;
  }
  // Both decisions occur, so agreement is not agreement on "always" or "never".
  expect(accepted).toBeGreaterThan(0);
  expect(accepted).toBeLessThan(values.length);
}

describe('guards of stored copies', () => {
  it('isUserInfo decides as userInfoSchema', () => {
    const user: UserInfo = {
      uid: 12,
      nickname: '榜眼用户5678',
      avatar_url: '',
      roleStr: 'vip',
      roleEndDate: '2026-03-01',
      firstLogin: false,
      bangListType: 'card',
      svipTrialUsed: false,
      wechatBound: true,
      memberships: [{ tier: 'vip', kind: 'paid', endDate: '2026-03-01' }],
    };
    expectAgreement(isUserInfo, userInfoSchema, [...NOT_OBJECTS, ...variations(user, userInfoSchema)]);
  });

  it('isFriendLinkList and isBusinessInfoList decide as their list schemas', () => {
    const cases: [(value: unknown) => boolean, z.ZodObject, Record<string, unknown>][] = [
      [isFriendLinkList, friendLinkSchema, { name: 'App Store', url: 'https://www.apple.com/app-store/' }],
      [
        isBusinessInfoList,
        businessInfoSchema,
        { name: '专属客服', description: '扫码添加', img: 'data:image/svg+xml,x' },
      ],
    ];
    for (const [guard, schema, item] of cases) {
      const lists = [
        [],
        [item],
        ...variations(item, schema).map((v) => [item, v]),
        ...NOT_OBJECTS.map((v) => [item, v]),
      ];
      expectAgreement(guard, schema.array(), [...NOT_OBJECTS.filter((v) => !Array.isArray(v)), ...lists]);
    }
  });
});
