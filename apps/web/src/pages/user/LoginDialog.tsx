import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from 'antd';
import { ANSWER_DIALOG_Z_INDEX, useDialogStore } from '../../store/dialogs.ts';
import { useLoginForm } from './useLoginForm.tsx';
import styles from './AuthPage.module.css';
import { safeReferer } from '@bangyan/contract';

/** Spec 9: the login popup is 420 px wide. */
export const LOGIN_DIALOG_WIDTH = 420;

/**
 * Spec 2.5, 4 login popup: the login panel in a 420 px dialog that opens on the account tab and
 * closes on the dim backdrop; it is destroyed on close, so each opening starts afresh. After login
 * it goes to the stored referer if there is one, else reloads the page. The register and
 * forgot-password links carry the current address and close it.
 */
export default function LoginDialog() {
  const config = useDialogStore((s) => s.loginPopupConfig);
  const close = useDialogStore((s) => s.closeLoginPopup);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [here] = useState(pathname + search);
  const linkSearch = `?referer=${encodeURIComponent(here)}`;
  const form = useLoginForm(linkSearch, () => {
    close();
    const referer = safeReferer(config?.referer ?? null);
    if (referer) void navigate(referer);
    else window.location.reload();
  });
  useEffect(() => {
    if (pathname + search !== here) close();
  }, [pathname, search, here, close]);
  return (
    <Modal
      open
      onCancel={close}
      footer={null}
      width={LOGIN_DIALOG_WIDTH}
      centered
      zIndex={ANSWER_DIALOG_Z_INDEX}
      maskClosable
      destroyOnHidden
      data-testid="login-dialog"
    >
      <form
        className={styles.dialogForm}
        data-testid="login-panel"
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        {form.content}
      </form>
    </Modal>
  );
}
