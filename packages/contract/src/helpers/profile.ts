/** The account centre's rules both sides apply: a nickname's, and an avatar image's type by its first bytes. */
import { AVATAR_MAX_BYTES, NICKNAME_MAX_LENGTH, PROFILE_TEXTS, type AvatarMime } from '../constants/profile.ts';

/** Why a nickname (as typed; it is kept trimmed) is refused, or null when it may be saved. */
export function nicknameFailure(typed: string): string | null {
  const nickname = typed.trim();
  if (nickname === '') return PROFILE_TEXTS.nicknameEmpty;
  if ([...nickname].length > NICKNAME_MAX_LENGTH) return PROFILE_TEXTS.nicknameTooLong;
  if (/\p{Cc}/u.test(nickname)) return PROFILE_TEXTS.nicknameInvalid;
  return null;
}

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type an upload really is, by its magic bytes (its name and declared type are not trusted). */
export function avatarMimeOf(bytes: Uint8Array): AvatarMime | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}

/** Why an avatar's bytes are refused (empty, too large, not PNG, JPEG or WebP), or null. */
export function avatarFailure(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return PROFILE_TEXTS.avatarEmpty;
  if (bytes.length > AVATAR_MAX_BYTES) return PROFILE_TEXTS.avatarTooLarge;
  if (avatarMimeOf(bytes) === null) return PROFILE_TEXTS.avatarType;
  return null;
}
