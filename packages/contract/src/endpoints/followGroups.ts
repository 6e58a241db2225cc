/**
 * Groups of followed apps (the account centre's 我的关注): the user names groups, puts follows in
 * them (a follow in at most one), renames and deletes them (their apps become ungrouped).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** At most this many groups per user. */
export const FOLLOW_GROUP_LIMIT = 20;
/** A group name's length in characters. */
export const FOLLOW_GROUP_NAME_MAX = 12;

export const FOLLOW_GROUP_TEXTS = {
  nameEmpty: '请输入分组名称',
  nameLong: `分组名称不能超过${FOLLOW_GROUP_NAME_MAX}个字符`,
  nameTaken: '分组名称已存在',
  tooMany: `最多创建${FOLLOW_GROUP_LIMIT}个分组`,
  unknown: '分组不存在',
} as const;

const groupId = z.coerce
  .number('分组格式不正确')
  .int('分组格式不正确')
  .min(1, '分组格式不正确')
  .max(Number.MAX_SAFE_INTEGER, '分组格式不正确');

const groupName = z
  .string(FOLLOW_GROUP_TEXTS.nameEmpty)
  .trim()
  .min(1, FOLLOW_GROUP_TEXTS.nameEmpty)
  .refine((name) => [...name].length <= FOLLOW_GROUP_NAME_MAX, FOLLOW_GROUP_TEXTS.nameLong);

export const followGroupSchema = z.object({
  groupId: z.number().int(),
  name: z.string(),
  /** The follows in the group, in the user's order. */
  followIds: z.array(z.number().int()),
});
export type FollowGroup = z.infer<typeof followGroupSchema>;

export const followGroups = defineEndpoint({
  method: 'GET',
  path: '/v1/user/followGroups',
  tag: 'follow',
  summary: '关注分组 (oldest first, each with its followIds)',
  data: z.object({ list: z.array(followGroupSchema) }),
});

export const followGroupSave = defineEndpoint({
  method: 'POST',
  path: '/v1/user/followGroupSave',
  tag: 'follow',
  summary: '新建分组，或重命名 (groupId)',
  body: z.object({ groupId: groupId.optional(), name: groupName }),
  data: z.object({ groupId: z.number().int() }),
});

export const followGroupDelete = defineEndpoint({
  method: 'POST',
  path: '/v1/user/followGroupDelete',
  tag: 'follow',
  summary: '删除分组 (its apps become ungrouped, still followed)',
  body: z.object({ groupId }),
  data: z.null(),
});

export const followGroupAssign = defineEndpoint({
  method: 'POST',
  path: '/v1/user/followGroupAssign',
  tag: 'follow',
  summary: "移动到分组 (groupId 0: ungrouped; followIds comma-separated, the user's own)",
  body: z.object({
    groupId: z.coerce.number('分组格式不正确').int('分组格式不正确').min(0, '分组格式不正确'),
    followIds: z
      .string('请选择应用')
      .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, '请选择应用')
      .transform((s) => [...new Set(s.split(','))]),
  }),
  data: z.null(),
});
