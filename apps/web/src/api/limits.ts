import { useEffect } from 'react';
import { ApiFailure, limitOf } from '@bangyan/contract';
import { useDialogStore } from '../store/dialogs.ts';

/**
 * Shows the limit dialog (codes 2 / 3 / 4, spec 2.5 and 8) when a page's query failed on a tier
 * limit, e.g. a day older than the tier's history depth; returns whether it was one, so the page
 * can show the message in place of the data as well.
 */
export function useLimitNotice(error: unknown): boolean {
  const showLimit = useDialogStore((s) => s.showLimit);
  const limit = error instanceof ApiFailure ? limitOf({ code: error.code, msg: error.message }) : null;
  useEffect(() => {
    if (limit) showLimit(limit);
    // One dialog per failure, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return limit !== null;
}
