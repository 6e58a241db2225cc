import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@bangyan/db';
import {
  ApiFailure,
  ErrorCode,
  FOLLOW_GROUP_LIMIT,
  FOLLOW_GROUP_TEXTS,
  followGroupAssign,
  followGroupDelete,
  followGroups,
  followGroupSave,
} from '@bangyan/contract';
import { route } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';

type Db = Kysely<Database>;

/** The user's groups, oldest first, each with its follows in the user's order. */
async function groupsOf(db: Db, uid: string) {
  const [groups, members] = await Promise.all([
    db.selectFrom('follow_groups').select(['group_id', 'name']).where('uid', '=', uid).orderBy('group_id').execute(),
    db
      .selectFrom('user_follows')
      .select(['follow_id', 'group_id'])
      .where('uid', '=', uid)
      .where('group_id', 'is not', null)
      .orderBy('sort')
      .orderBy('follow_id')
      .execute(),
  ]);
  return groups.map((g) => ({
    groupId: Number(g.group_id),
    name: g.name,
    followIds: members.filter((m) => m.group_id === g.group_id).map((m) => Number(m.follow_id)),
  }));
}

/** The user's group `groupId`, or the 分组不存在 failure (another user's group is not found either). */
async function ownGroup(db: Db, uid: string, groupId: number) {
  const row = await db
    .selectFrom('follow_groups')
    .select('group_id')
    .where('uid', '=', uid)
    .where('group_id', '=', String(groupId))
    .executeTakeFirst();
  if (!row) throw new ApiFailure(ErrorCode.BAD_REQUEST, FOLLOW_GROUP_TEXTS.unknown);
  return row.group_id;
}

/** A unique-name violation from PostgreSQL. */
const isNameTaken = (error: unknown) => (error as { code?: string }).code === '23505';

/** Creates a group, or renames one: the name unique per user, at most FOLLOW_GROUP_LIMIT groups. */
async function saveGroup(db: Db, uid: string, name: string, groupId: number | undefined): Promise<number> {
  try {
    if (groupId !== undefined) {
      const id = await ownGroup(db, uid, groupId);
      await db.updateTable('follow_groups').set({ name }).where('group_id', '=', id).execute();
      return groupId;
    }
    return await db.transaction().execute(async (trx) => {
      // Serialises one user's creations, so two at once cannot both pass the limit.
      await trx.selectFrom('users').select('uid').where('uid', '=', uid).forUpdate().execute();
      const { n } = await trx
        .selectFrom('follow_groups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      if (Number(n) >= FOLLOW_GROUP_LIMIT) throw new ApiFailure(ErrorCode.BAD_REQUEST, FOLLOW_GROUP_TEXTS.tooMany);
      const row = await trx
        .insertInto('follow_groups')
        .values({ uid, name })
        .returning('group_id')
        .executeTakeFirstOrThrow();
      return Number(row.group_id);
    });
  } catch (error) {
    if (isNameTaken(error)) throw new ApiFailure(ErrorCode.BAD_REQUEST, FOLLOW_GROUP_TEXTS.nameTaken);
    throw error;
  }
}

/** Groups of followed apps (the account centre's 我的关注), each user's own. */
export function followGroupRoutes(app: FastifyInstance): void {
  route(app, followGroups, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    return { list: await groupsOf(deps.db, user.uid) };
  });

  route(app, followGroupSave, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    return { groupId: await saveGroup(deps.db, user.uid, body.name, body.groupId) };
  });

  // The group's follows stay followed, ungrouped (ON DELETE SET NULL).
  route(app, followGroupDelete, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const id = await ownGroup(deps.db, user.uid, body.groupId);
    await deps.db.deleteFrom('follow_groups').where('group_id', '=', id).execute();
    return null;
  });

  // Only the user's own follows move; ids of others' follows change nothing.
  route(app, followGroupAssign, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const id = body.groupId === 0 ? null : await ownGroup(deps.db, user.uid, body.groupId);
    await deps.db
      .updateTable('user_follows')
      .set({ group_id: id })
      .where('uid', '=', user.uid)
      .where('follow_id', 'in', body.followIds)
      .execute();
    return null;
  });
}
