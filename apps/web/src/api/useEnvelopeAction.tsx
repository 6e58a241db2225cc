import { useState, type ReactNode } from 'react';
import { message as antMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { ErrorCode, limitOf, type Envelope } from '@bangyan/contract';
import { useDialogStore } from '../store/dialogs.ts';
import { errorMessage } from './client.ts';

/**
 * A user's action whose answer is an envelope (follow, save, add a competitor): `run(key, act,
 * done)` marks `key` pending while it runs; a tier limit opens the limit dialog, 401 the login
 * popup, another refusal or a failed request shows its message, and a success calls `done` with
 * the data. `holder` must be rendered for the messages (`message` shows more of them).
 */
export function useEnvelopeAction(): {
  run: <T>(key: string, act: () => Promise<Envelope<T>>, done: (data: T) => unknown) => Promise<void>;
  pending: string | null;
  holder: ReactNode;
  message: MessageInstance;
} {
  const showLimit = useDialogStore((s) => s.showLimit);
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const [message, holder] = antMessage.useMessage();
  const [pending, setPending] = useState<string | null>(null);
  const run = async <T,>(key: string, act: () => Promise<Envelope<T>>, done: (data: T) => unknown) => {
    setPending(key);
    try {
      const envelope = await act();
      const limit = limitOf(envelope);
      if (limit) showLimit(limit);
      else if (envelope.code === ErrorCode.NOT_LOGGED_IN) openLoginPopup();
      else if (envelope.code !== 0) void message.error(envelope.msg);
      else await done(envelope.data as T);
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setPending(null);
    }
  };
  return { run, pending, holder, message };
}
