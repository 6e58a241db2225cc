/** Pictures sent as text: base64 to bytes, and a content picture's data: URI checked by its bytes. */
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_TEXTS } from '../constants/adminContent.ts';
import { avatarMimeOf } from './profile.ts';

/** Standard base64 to bytes; null for text that is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const DATA_URI = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Why a content picture sent as a data: URI is refused, or null: it must be PNG, JPEG or WebP by its bytes (the
 * declared type agreeing), at most CONTENT_IMAGE_MAX_BYTES. SVG is refused: it is a document that can carry scripts.
 */
export function contentImageFailure(uri: string): string | null {
  const match = DATA_URI.exec(uri);
  const bytes = match ? decodeBase64(match[2]!) : null;
  if (!match || bytes === null || bytes.length === 0) return CONTENT_TEXTS.image;
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES) return CONTENT_TEXTS.imageTooLarge;
  return avatarMimeOf(bytes) === match[1] ? null : CONTENT_TEXTS.image;
}
