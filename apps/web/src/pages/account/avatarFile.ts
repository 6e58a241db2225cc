/** An avatar file checked in the browser before it is sent, by the server's own rules (type by its bytes, size). */
import { AVATAR_MAX_BYTES, avatarMimeOf, PROFILE_TEXTS } from '@bangyan/contract';

/** Why a chosen file cannot be the avatar, or null. */
export async function avatarFileFailure(file: Blob): Promise<string | null> {
  if (file.size === 0) return PROFILE_TEXTS.avatarEmpty;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_TEXTS.avatarTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return avatarMimeOf(head) === null ? PROFILE_TEXTS.avatarType : null;
}
