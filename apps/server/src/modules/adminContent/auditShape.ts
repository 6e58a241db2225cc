/**
 * What an audit row keeps of an item: every field, but an uploaded picture (a data: URI, up to hundreds of KB) as its
 * type, size and a short fingerprint, enough to tell which picture it was.
 */
import { createHash } from 'node:crypto';

const DATA_URI = /^data:([^;,]+)[;,]/;

export function auditShape(item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => {
      const uri = typeof value === 'string' ? DATA_URI.exec(value) : null;
      if (!uri) return [key, value];
      const print = createHash('sha256')
        .update(value as string)
        .digest('hex')
        .slice(0, 12);
      return [key, `[${uri[1]} ${(value as string).length} chars sha256:${print}]`];
    }),
  );
}
