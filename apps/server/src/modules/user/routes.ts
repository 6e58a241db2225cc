import {
  ACCOUNT_TEXTS,
  ApiFailure,
  defaultNickname,
  ErrorCode,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  forgetCode,
  login,
  loginCode,
  logout,
  quickLogin,
  resetPassword,
  SVIP_TRIAL_DAYS,
  svipTrial,
  publicKey,
  register,
  registerCode,
  userData,
  validateNewPassword,
  validateSmsCodeRequest,
  validateCodeLogin,
  slideProofSchema,
  VALIDATION_MESSAGES,
} from '@bangyan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../http/deps.ts';
import { guardFrequency } from '../../http/frequency.ts';
import { route } from '../../http/route.ts';
import { consumePass } from '../slide/slide.ts';
import { checkCode, outboxProvider, sendCode, type CodePurpose } from './codes.ts';
import { decryptPassword, passwordKey } from './keys.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { effectiveTier, findUser, findUserByPhone, findUserByUsername, insertUser, phoneTaken, presentUser, recordLogin, setPasswordHash, startSvipTrial } from './queries.ts';
import { endSession, sessionUid, startSession } from './sessions.ts';

const fail = (msg: string) => new ApiFailure(ErrorCode.BAD_REQUEST, msg);
const phoneRecipient = (region: string, phone: string) => `+${region} ${phone}`;

/** Registration, login, user info and logout (spec 2.5, 3, 4, 5, 7). */
export function userRoutes(app: FastifyInstance): void {
  route(app, publicKey, async ({ deps }) => {
    const { kid, spki } = await passwordKey(deps.db);
    return { kid, spki };
  });

  /** SMS codes: the phone, a slide pass, whether the phone must be new or known, then the code. */
  const smsCodeRoute = (endpoint: typeof registerCode, purpose: CodePurpose) =>
    route(app, endpoint, async ({ query, req, deps }) => {
      const { regionNum, phone, ...slide } = query;
      const failure = validateSmsCodeRequest({ region: regionNum, phone, slideRequired: true, slidePassed: Boolean(slide.csessionid && slide.nc_token && slide.sig) });
      if (failure) throw fail(failure.msg);
      const proof = slideProofSchema.safeParse(slide);
      if (!proof.success) throw fail(VALIDATION_MESSAGES.slideRequired);
      await guardFrequency(deps.kv, req.ip, 'code');
      await consumePass(deps.kv, proof.data);
      const taken = await phoneTaken(deps.db, regionNum, phone);
      if (purpose === 'register' && taken) throw fail(ACCOUNT_TEXTS.phoneTaken);
      if (purpose !== 'register' && !taken) throw fail(ACCOUNT_TEXTS.phoneUnknown);
      return sendCode(deps.kv, outboxProvider(deps.db), 'sms', phoneRecipient(regionNum, phone), purpose);
    });
  smsCodeRoute(registerCode, 'register');
  smsCodeRoute(loginCode, 'login');
  smsCodeRoute(forgetCode, 'reset');

  /** The checks every phone-and-code form starts with, in spec 5's order. */
  const checkPhoneForm = (form: { regionNum: string; phone: string; phoneCode: string }) => {
    const failure = validateCodeLogin({ region: form.regionNum, phone: form.phone, verifyCode: form.phoneCode });
    if (failure) throw fail(failure.msg);
  };
  /** A new password: present, decryptable and within the rules. */
  const newPassword = async (db: Deps['db'], ciphertext: string) => {
    if (ciphertext === '') throw fail(VALIDATION_MESSAGES.passwordEmpty);
    const password = decryptPassword(await passwordKey(db), ciphertext);
    const weak = validateNewPassword(password);
    if (weak) throw fail(weak.msg);
    return password;
  };

  route(app, register, async ({ body, req, reply, deps }) => {
    checkPhoneForm(body);
    const password = await newPassword(deps.db, body.password);
    if (await phoneTaken(deps.db, body.regionNum, body.phone)) throw fail(ACCOUNT_TEXTS.phoneTaken);
    await checkCode(deps.kv, 'register', phoneRecipient(body.regionNum, body.phone), body.phoneCode);
    const now = new Date();
    const user = await insertUser(deps.db, { region: body.regionNum, phone: body.phone, passwordHash: await hashPassword(password), nickname: defaultNickname(body.phone), now });
    await startSession(deps.kv, req, reply, user.uid);
    return presentUser(user, now);
  });

  route(app, login, async ({ body, req, reply, deps }) => {
    await guardFrequency(deps.kv, req.ip, 'login');
    const failures = `login:failures:${body.username.toLowerCase()}`;
    if (Number((await deps.kv.get(failures)) ?? 0) >= LOGIN_MAX_FAILURES) throw fail(ACCOUNT_TEXTS.loginLocked);
    await consumePass(deps.kv, body);
    const password = decryptPassword(await passwordKey(deps.db), body.password);
    const user = await findUserByUsername(deps.db, body.username);
    // The same answer, and a hash computed either way, whether or not the account exists.
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) {
      await deps.kv.increment(failures, LOGIN_LOCK_MINUTES * 60);
      throw fail(ACCOUNT_TEXTS.loginFailed);
    }
    await deps.kv.delete(failures);
    const now = new Date();
    const firstLogin = user.first_login;
    const updated = await recordLogin(deps.db, user.uid, now);
    await startSession(deps.kv, req, reply, user.uid);
    return presentUser(updated, now, firstLogin);
  });

  route(app, quickLogin, async ({ query, req, reply, deps }) => {
    checkPhoneForm(query);
    await guardFrequency(deps.kv, req.ip, 'login');
    const user = await findUserByPhone(deps.db, query.regionNum, query.phone);
    if (!user) throw fail(ACCOUNT_TEXTS.phoneUnknown);
    await checkCode(deps.kv, 'login', phoneRecipient(query.regionNum, query.phone), query.phoneCode);
    const now = new Date();
    const updated = await recordLogin(deps.db, user.uid, now);
    await startSession(deps.kv, req, reply, user.uid);
    return presentUser(updated, now, user.first_login);
  });

  route(app, resetPassword, async ({ body, deps }) => {
    checkPhoneForm(body);
    const password = await newPassword(deps.db, body.password);
    const user = await findUserByPhone(deps.db, body.regionNum, body.phone);
    if (!user) throw fail(ACCOUNT_TEXTS.phoneUnknown);
    await checkCode(deps.kv, 'reset', phoneRecipient(body.regionNum, body.phone), body.phoneCode);
    await setPasswordHash(deps.db, user.uid, await hashPassword(password));
    // A reset also lifts a lock from failed logins.
    await deps.kv.delete(`login:failures:${body.phone.toLowerCase()}`);
    return null;
  });

  /** The logged-in user's row; 401 without a live session. */
  const currentUser = async (req: FastifyRequest, deps: Deps) => {
    const uid = await sessionUid(deps.kv, req);
    const user = uid === null ? undefined : await findUser(deps.db, uid);
    if (!user) throw new ApiFailure(ErrorCode.NOT_LOGGED_IN);
    return user;
  };

  route(app, userData, async ({ req, deps }) => presentUser(await currentUser(req, deps), new Date()));

  route(app, svipTrial, async ({ req, deps }) => {
    const user = await currentUser(req, deps);
    const now = new Date();
    if (user.svip_trial_until !== null) throw fail(ACCOUNT_TEXTS.trialUsed);
    if (effectiveTier(user, now).tier === 'svip') throw fail(ACCOUNT_TEXTS.alreadySvip);
    const started = await startSvipTrial(deps.db, user.uid, new Date(now.getTime() + SVIP_TRIAL_DAYS * 24 * 3600_000));
    if (!started) throw fail(ACCOUNT_TEXTS.trialUsed);
    return presentUser(started, now);
  });

  route(app, logout, async ({ req, reply, deps }) => {
    await endSession(deps.kv, req, reply);
    return null;
  });

  // Development only: what the built-in SMS and email providers "sent", newest first.
  if (app.deps.config.env !== 'production') {
    app.get('/dev/outbox', async (req) => {
      const to = typeof (req.query as Record<string, unknown>).to === 'string' ? String((req.query as Record<string, unknown>).to) : null;
      let query = app.deps.db.selectFrom('dev_outbox').select(['channel', 'recipient', 'purpose', 'code', 'body', 'created_at']).orderBy('id', 'desc').limit(50);
      if (to) query = query.where('recipient', '=', to);
      return { code: ErrorCode.OK, msg: 'success', data: await query.execute() };
    });
  }
}

/** A hash of nothing anyone can type, so a login for an unknown account costs the same time. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
