import { useState } from 'react';
import { Alert, Input, message as antMessage, Modal } from 'antd';
import { ADMIN_TEXTS, FEEDBACK_REPLY_MAX, formatDateTime, type AdminFeedback } from '@bangyan/contract';
import { useReplyFeedback } from '../../api/admin.ts';
import { errorMessage } from '../../api/client.ts';
import styles from './Admin.module.css';

/**
 * One feedback and its reply: the reply as sent, or a box to write it. A visitor's feedback is answered on record
 * only, which the dialog says before sending.
 */
export function ReplyDialog({
  feedback,
  canReply,
  onClose,
  onReplied,
}: {
  feedback: AdminFeedback;
  canReply: boolean;
  onClose: () => void;
  /** After a reply was sent (the dialog then closes): whether it reached the user's message centre. */
  onReplied: (notified: boolean) => void;
}) {
  const reply = useReplyFeedback();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [message, holder] = antMessage.useMessage();
  const answered = feedback.repliedAt !== null;
  const send = async () => {
    if (text.trim() === '') return void message.error(ADMIN_TEXTS.replyEmpty);
    setPending(true);
    try {
      const { notified } = await reply(feedback.id, text);
      onReplied(notified);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open
      title={answered ? '反馈回复' : '回复反馈'}
      onCancel={onClose}
      onOk={answered || !canReply ? onClose : () => void send()}
      okText={answered || !canReply ? '关闭' : '发送回复'}
      cancelButtonProps={{ style: answered ? { display: 'none' } : undefined }}
      confirmLoading={pending}
    >
      {holder}
      <div className={styles.quote} data-testid="reply-feedback">
        {feedback.content || '（未填写内容）'}
      </div>
      {answered ? (
        <>
          <div className={styles.quote} data-testid="reply-text">
            {feedback.reply}
          </div>
          <div>{`${feedback.repliedBy ?? ''} 回复于 ${formatDateTime(Date.parse(feedback.repliedAt!))}`}</div>
        </>
      ) : (
        <>
          {feedback.user === null && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`这条反馈来自未登录访客，回复只会保存记录，无法通知到用户${feedback.wechat ? `；可通过微信 ${feedback.wechat} 联系` : ''}`}
            />
          )}
          <Input.TextArea
            aria-label="回复内容"
            rows={5}
            maxLength={FEEDBACK_REPLY_MAX}
            showCount
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={feedback.user ? '回复会发送到该用户的消息中心' : '回复内容'}
          />
        </>
      )}
    </Modal>
  );
}
