/** PostgreSQL error codes the application reacts to; matched by code, never by message text. */
export const PgErrorCode = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  CHECK_VIOLATION: '23514',
  /** A database still has sessions (DROP DATABASE). */
  OBJECT_IN_USE: '55006',
  /** This transaction was chosen to end a lock cycle; running it again succeeds. */
  DEADLOCK_DETECTED: '40P01',
} as const;

export function pgErrorCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = (err as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
