import { Button, Modal } from 'antd';
import { ErrorCode, limitAction } from '@bangyan/contract';
import { openMembership } from '../lib/membership.ts';
import { ANSWER_DIALOG_Z_INDEX, useDialogStore } from '../store/dialogs.ts';
import styles from './LimitDialog.module.css';

/**
 * Spec 2.5, 8 limit dialogs: the server's message for codes 2 / 3 / 4 with the way up: open VIP
 * (code 2) or upgrade to SVIP (code 3) on the membership page, or send feedback at the top tier.
 */
export default function LimitDialog() {
  const limit = useDialogStore((s) => s.limit);
  const close = useDialogStore((s) => s.closeLimit);
  const openFeedback = useDialogStore((s) => s.openFeedback);
  const action = limit ? limitAction(limit.code) : 'membership';
  const onAction = () => {
    close();
    if (action === 'feedback') openFeedback();
    else openMembership();
  };
  return (
    <Modal
      open={limit !== null}
      onCancel={close}
      footer={null}
      width={400}
      centered
      zIndex={ANSWER_DIALOG_Z_INDEX}
      title="温馨提示"
      data-testid="limit-dialog"
    >
      <div className={styles.body}>
        <p className={styles.text} data-testid="limit-message">
          {limit?.msg}
        </p>
        <div className={styles.actions}>
          <Button onClick={close}>我知道了</Button>
          <Button type="primary" onClick={onAction} data-testid="limit-action">
            {action === 'feedback' ? '提交反馈' : limit?.code === ErrorCode.LIMIT_VIP ? '升级SVIP' : '开通会员'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
