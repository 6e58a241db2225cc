import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { browserStorage } from '../../lib/storage.ts';
import { useDialogStore } from '../../store/dialogs.ts';
// A file of its own, not inlined into the page's JavaScript.
import tipImage from './feedback-tip.svg?no-inline';
import styles from './FeedbackTip.module.css';

/** Remembers in this browser that the visitor closed the tip. */
export const FEEDBACK_TIP_STORAGE_KEY = 'home_feedback_tip_closed';

/** Spec 2.4: the banner's feedback tip image; clicking it opens the feedback dialog, × closes it for good. */
export function FeedbackTip() {
  const openFeedback = useDialogStore((s) => s.openFeedback);
  const [closed, setClosed] = useState(() => browserStorage().getItem(FEEDBACK_TIP_STORAGE_KEY) === '1');
  if (closed) return null;
  const close = () => {
    try {
      browserStorage().setItem(FEEDBACK_TIP_STORAGE_KEY, '1');
    } catch {
      // A refusing storage only forgets the closing on reload.
    }
    setClosed(true);
  };
  return (
    <div className={styles.tip} data-testid="feedback-tip">
      <button type="button" className={styles.open} onClick={openFeedback} data-testid="feedback-tip-open">
        <img src={tipImage} alt="数据有疑问？点此反馈给我们" width={150} height={64} />
      </button>
      <button
        type="button"
        className={styles.close}
        onClick={close}
        aria-label="关闭反馈提示"
        title="关闭"
        data-testid="feedback-tip-close"
      >
        <CloseOutlined />
      </button>
    </div>
  );
}
