/** How a source request failed: no usable connection, an error status, or a body we cannot read. */
export type SourceErrorKind = 'network' | 'http' | 'malformed';

export interface SourceErrorInit {
  source: string;
  url: string;
  kind: SourceErrorKind;
  status: number | null;
  detail: string;
  attempts: number;
  cause?: unknown;
}

function headline(kind: SourceErrorKind, status: number | null): string {
  if (kind === 'http') return `HTTP ${status ?? '?'}`;
  return kind === 'network' ? 'network error' : 'malformed response';
}

/**
 * The one error every adapter throws. The message names the source and the request so that a log
 * line alone says which call to replay.
 */
export class SourceError extends Error {
  override readonly name = 'SourceError';
  readonly source: string;
  readonly url: string;
  readonly kind: SourceErrorKind;
  /** The HTTP status when the server answered, else null. */
  readonly status: number | null;
  /** Requests made before giving up (1 + retries used). */
  readonly attempts: number;

  constructor(init: SourceErrorInit) {
    const tries = init.attempts > 1 ? ` (after ${init.attempts} attempts)` : '';
    super(`${init.source}: ${headline(init.kind, init.status)} for GET ${init.url}: ${init.detail}${tries}`, {
      cause: init.cause,
    });
    this.source = init.source;
    this.url = init.url;
    this.kind = init.kind;
    this.status = init.status;
    this.attempts = init.attempts;
  }
}
