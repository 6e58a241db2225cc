/** The account centre's profile and password pages: the profile and login-history reads, and the changes. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountAvatar,
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
  type AccountProfile,
  type SlideProof,
} from '@bangyan/contract';
import { fetchData, request } from './client.ts';
import { contactParams, encryptPassword, useSetUserInfo, type CodeTarget } from './user.ts';

/** The logged-in user's profile; keyed by the user, so another login never sees it. */
export function useAccountProfileQuery(uid: number) {
  return useQuery({
    queryKey: [accountProfile.path, uid],
    queryFn: ({ signal }) => fetchData(accountProfile, undefined, { signal }),
    staleTime: 0,
  });
}

/** The login history and how many other sessions are alive. */
export function useAccountLoginsQuery(uid: number) {
  return useQuery({
    queryKey: [accountLogins.path, uid],
    queryFn: ({ signal }) => fetchData(accountLogins, undefined, { signal }),
    staleTime: 0,
  });
}

/** A change's new profile everywhere at once: the profile, and user info (the header and the account card). */
export function useSetProfile() {
  const client = useQueryClient();
  const setUserInfo = useSetUserInfo();
  return (profile: AccountProfile) => {
    client.setQueryData([accountProfile.path, profile.user.uid], profile);
    setUserInfo(profile.user);
  };
}

/** Reads the profile and the login history again (after a WeChat binding, or ending the other sessions). */
export function useAccountRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [accountProfile.path] }),
      client.invalidateQueries({ queryKey: [accountLogins.path] }),
    ]);
}

export const saveNickname = (nickname: string) => request(accountNickname, { nickname });

/** Uploads an image file as the avatar (its bytes in base64, which the server checks). */
export async function uploadAvatar(file: Blob) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one call with two million arguments would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return request(accountAvatar, { image: btoa(binary) });
}

/** A code to a new phone or email, to bind it. */
export const sendBindCode = (target: CodeTarget, proof: SlideProof) =>
  request(accountContactCode, { ...contactParams(target), ...proof });

export const bindContact = (target: CodeTarget, code: string) =>
  request(
    accountBindContact,
    target.channel === 'sms' ? { ...contactParams(target), phoneCode: code } : { email: target.email, emailCode: code },
  );

export const unbindWechat = () => request(accountUnbindWechat);
export const endOtherSessions = () => request(accountEndSessions);

export const changePassword = async (oldPassword: string, password: string) =>
  request(accountChangePassword, {
    oldPassword: await encryptPassword(oldPassword),
    password: await encryptPassword(password),
  });

/** A code to the account's own phone ('sms') or email, to set a password with. */
export const sendPasswordCode = (channel: CodeTarget['channel'], proof: SlideProof) =>
  request(accountPasswordCode, { channel, ...proof });

export const setPasswordWithCode = async (channel: CodeTarget['channel'], code: string, password: string) =>
  request(accountSetPassword, { channel, code, password: await encryptPassword(password) });
