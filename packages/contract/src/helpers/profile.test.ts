import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, PROFILE_TEXTS as T } from '../constants/profile.ts';
import { avatarFailure, avatarMimeOf, nicknameFailure } from './profile.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('nickname rule', () => {
  it('takes 1-20 characters once trimmed, counting an emoji as one', () => {
    expect(nicknameFailure('  小明  ')).toBeNull();
    expect(nicknameFailure('   ')).toBe(T.nicknameEmpty);
    expect(nicknameFailure('榜'.repeat(20))).toBeNull();
    expect(nicknameFailure('榜'.repeat(21))).toBe(T.nicknameTooLong);
    expect(nicknameFailure('😀'.repeat(20))).toBeNull();
    expect(nicknameFailure('小\n明')).toBe(T.nicknameInvalid);
  });
});

describe('avatar bytes', () => {
  it('are PNG, JPEG or WebP by their magic bytes', () => {
    expect(avatarMimeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(avatarMimeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(avatarMimeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(avatarMimeOf(bytes('GIF89a'))).toBeNull();
    expect(avatarMimeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(avatarMimeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('are refused when empty, over 2 MB or of another type', () => {
    expect(avatarFailure(new Uint8Array())).toBe(T.avatarEmpty);
    const large = new Uint8Array(AVATAR_MAX_BYTES + 1);
    large.set([0xff, 0xd8, 0xff]);
    expect(avatarFailure(large)).toBe(T.avatarTooLarge);
    expect(avatarFailure(large.subarray(0, AVATAR_MAX_BYTES))).toBeNull();
    expect(avatarFailure(bytes('GIF89a'))).toBe(T.avatarType);
  });
});
