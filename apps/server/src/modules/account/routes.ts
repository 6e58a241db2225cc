import {
  accountAvatar,
  accountAvatarImage,
  accountBindContact,
  accountChangePassword,
  accountContactCode,
  accountEndSessions,
  accountLogins,
  accountNickname,
  accountPasswordCode,
  accountProfile,
  accountSetPassword,
  accountUnbindWechat,
  ApiFailure,
  ErrorCode,
  PROFILE_TEXTS,
} from '@bangyan/contract';
import type { FastifyInstance } from 'fastify';
import { checkCode } from '../../credentials/codes.ts';
import { codeForm, codeRequest, recipientOf } from '../../credentials/contact.ts';
import { sendContactCode } from '../../credentials/send.ts';
import { route, routeImage } from '../../http/route.ts';
import { currentUser } from '../../session/current.ts';
import { loginHistory } from '../../session/records.ts';
import { endOtherSessions, otherSessionCount, requestSessionHash } from '../../session/sessions.ts';
import { admitNewContact, ownContact } from './contacts.ts';
import { changePassword, setPasswordWithCode } from './password.ts';
import { presentLogins, presentProfile, wechatOnly } from './present.ts';
import { findAvatar, saveAvatar, setContact, setNickname, unbindWechat } from './queries.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);

/** The account centre: the logged-in user's profile, contacts, WeChat, sessions and password. */
export function accountRoutes(app: FastifyInstance): void {
  route(app, accountProfile, async ({ req, deps }) => presentProfile(await currentUser(req, deps), new Date()));

  route(app, accountNickname, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    return presentProfile(await setNickname(deps.db, user.uid, body.nickname), new Date());
  });

  route(app, accountAvatar, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    return presentProfile(await saveAvatar(deps.db, user.uid, body.image), new Date());
  });

  // No login needed: the address carries the upload's random version, which only user info names.
  routeImage(app, accountAvatarImage, async ({ query, deps }) => {
    const avatar = await findAvatar(deps.db, query.uid, query.v);
    if (!avatar) throw new ApiFailure(ErrorCode.NOT_FOUND, PROFILE_TEXTS.avatarMissing);
    return { bytes: avatar.bytes, mime: avatar.mime };
  });

  route(app, accountContactCode, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    return sendContactCode(deps, req, codeRequest(body), 'bind', (contact) => admitNewContact(deps.db, user, contact));
  });

  route(app, accountBindContact, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const { contact, code } = codeForm(body);
    await admitNewContact(deps.db, user, contact);
    await checkCode(deps.kv, 'bind', recipientOf(contact), code);
    return presentProfile(await setContact(deps.db, user.uid, contact), new Date());
  });

  route(app, accountUnbindWechat, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    if (user.wechat_openid === null) throw fail(PROFILE_TEXTS.wechatNotBound);
    if (wechatOnly(user)) throw fail(PROFILE_TEXTS.wechatOnlyLogin);
    return presentProfile(await unbindWechat(deps.db, user.uid), new Date());
  });

  route(app, accountLogins, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const current = requestSessionHash(req);
    const [records, others] = await Promise.all([
      loginHistory(deps.db, user.uid),
      otherSessionCount(deps, user.uid, current),
    ]);
    return presentLogins(records, current, others);
  });

  route(app, accountEndSessions, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    return { ended: await endOtherSessions(deps, user.uid, requestSessionHash(req)) };
  });

  route(app, accountChangePassword, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    await changePassword(deps, user, body);
    return { ended: await endOtherSessions(deps, user.uid, requestSessionHash(req)) };
  });

  route(app, accountPasswordCode, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    const { channel, ...proof } = body;
    return sendContactCode(deps, req, { contact: ownContact(user, channel), proof }, 'password');
  });

  route(app, accountSetPassword, async ({ body, req, deps }) => {
    const user = await currentUser(req, deps);
    await setPasswordWithCode(deps, user, body);
    return { ended: await endOtherSessions(deps, user.uid, requestSessionHash(req)) };
  });
}
