import { useState } from 'react';
import { message as antMessage } from 'antd';
import { errorMessage } from '../../api/client.ts';

/**
 * A console dialog's sending: `submit(action)` runs it once at a time (`pending` meanwhile) and shows a refusal as a
 * message; `fail(text)` shows the dialog's own check. Render `holder` inside the dialog.
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [message, holder] = antMessage.useMessage();
  const submit = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, submit, fail: (text: string) => void message.error(text), holder };
}
