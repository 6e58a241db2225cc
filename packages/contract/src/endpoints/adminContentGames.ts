/**
 * The console's 内容, Home's game boards (/v1/admin/content/*, content.edit): promoted games with their live-stream
 * and short-video figures (a game is on a board when it has that board's figures), and the promoting creators.
 */
import { z } from 'zod';
import { CONTENT_TEXTS as T } from '../constants/adminContent.ts';
import { findGenre } from '../constants/genres.ts';
import { listParts } from '../fields/form.ts';
import {
  contentEndpoints,
  countField,
  publishedField,
  imageField,
  optionalContentText,
  contentText,
} from '../fields/adminContent.ts';

const genreField = () =>
  z.coerce
    .number(T.genre)
    .int(T.genre)
    .refine((id) => findGenre(id) !== undefined, T.genre);

const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;
const gameId = z.string(T.gameId).trim().regex(GAME_ID, T.gameId);

/** A promoted game; on the live board when `onLive`, on the video board when `onVideo`, each with its figures. */
export const adminGameSchema = z.object({
  id: z.string(),
  appId: z.string(),
  trackName: z.string(),
  artistName: z.string(),
  artworkUrl: z.string(),
  genreId: z.number().int(),
  onLive: z.boolean(),
  liveWindmillNum: z.number().int(),
  liveHandleNum: z.number().int(),
  liveAuthorNum: z.number().int(),
  onVideo: z.boolean(),
  videoNum: z.number().int(),
  videoWindmillNum: z.number().int(),
  videoHandleNum: z.number().int(),
  videoAuthorNum: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

const games = contentEndpoints(
  'games',
  adminGameSchema,
  {
    /** The promotion platform's id of the game, given on create (the key an update names). */
    uniqueId: gameId,
    appId: z
      .string(T.appId)
      .trim()
      .regex(/^(\d{1,15})?$/, T.appId)
      .optional(),
    trackName: contentText(100, T.name(100)),
    artistName: optionalContentText(100, T.text('开发者', 100)),
    artworkUrl: imageField(),
    genreId: genreField(),
    onLive: publishedField(),
    liveWindmillNum: countField('小风车直播数').optional(),
    liveHandleNum: countField('小手柄直播数').optional(),
    liveAuthorNum: countField('直播达人数').optional(),
    onVideo: publishedField(),
    videoNum: countField('推广视频数').optional(),
    videoWindmillNum: countField('小风车直播数').optional(),
    videoHandleNum: countField('小手柄直播数').optional(),
    videoAuthorNum: countField('视频达人数').optional(),
  },
  gameId,
);
export const adminGameList = games.list;
export const adminGameCreate = games.create;
export const adminGameUpdate = games.update;
export const adminGameDelete = games.remove;

/** A creator promoting games: followers, genre and the games promoted (their ids, in order). */
export const adminTalentSchema = z.object({
  id: z.number().int(),
  authorId: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  followerCount: z.number().int(),
  genreId: z.number().int(),
  games: z.array(z.string()),
});
export type AdminTalent = z.infer<typeof adminTalentSchema>;

const talents = contentEndpoints('talents', adminTalentSchema, {
  authorId: contentText(64, T.authorId),
  nickname: contentText(50, T.name(50)),
  avatar: imageField(),
  followerCount: countField('粉丝数'),
  genreId: genreField(),
  games: z.preprocess(listParts, z.array(gameId).max(10, T.gameIds)).optional(),
});
export const adminTalentList = talents.list;
export const adminTalentCreate = talents.create;
export const adminTalentUpdate = talents.update;
export const adminTalentDelete = talents.remove;

/** This file's kinds' endpoints by kind (list, create, update, remove): endpoints/index.ts joins them. */
export const ADMIN_CONTENT_GAME_KINDS = { games, talents };
