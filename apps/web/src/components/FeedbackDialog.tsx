import { useState } from 'react';
import { Checkbox, Form, Input, Modal, message as antMessage } from 'antd';
import {
  FEEDBACK_DATA_TYPES,
  FEEDBACK_FUNC_TYPES,
  FEEDBACK_SUCCESS,
  SITE_NAME,
  clampFeedbackContent,
  clampFeedbackWechat,
} from '@bangyan/contract';
import { errorMessage } from '../api/client.ts';
import { useAdviceMutation } from '../api/site.ts';
import { useDialogStore } from '../store/dialogs.ts';
import styles from './FeedbackDialog.module.css';

const DATA_TYPE_OPTIONS = FEEDBACK_DATA_TYPES.map((t) => ({ value: t.code, label: t.label }));
const FUNC_TYPE_OPTIONS = FEEDBACK_FUNC_TYPES.map((t) => ({ value: t.code, label: t.label }));

interface Fields {
  type: number[];
  funcType: number[];
  content: string;
  wechat: string;
}

const EMPTY: Fields = { type: [], funcType: [], content: '', wechat: '' };

/**
 * 意见反馈 (spec 2.5, 3, 5, 8). No required fields on the client: the server refuses an empty
 * feedback and its message is shown. Fields survive cancel and a failed submit; success clears them.
 */
export default function FeedbackDialog() {
  const open = useDialogStore((s) => s.feedbackOpen);
  const close = useDialogStore((s) => s.closeFeedback);
  // The holder stays mounted with the dialog, so the success toast outlives the dialog closing.
  const [message, messageHolder] = antMessage.useMessage();
  const mutation = useAdviceMutation();
  const [fields, setFields] = useState<Fields>(EMPTY);

  // Spec 5: at the limit the message shows, and anything beyond is cut off as it is typed or pasted.
  const contentWarning = clampFeedbackContent(fields.content).msg;
  const wechatWarning = clampFeedbackWechat(fields.wechat).msg;

  const submit = async () => {
    try {
      const envelope = await mutation.mutateAsync({
        type: fields.type,
        func_type: fields.funcType,
        content: fields.content,
        wechat: fields.wechat,
      });
      if (envelope.code !== 0) {
        void message.error(envelope.msg);
        return;
      }
      void message.success(FEEDBACK_SUCCESS);
      setFields(EMPTY);
      close();
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <>
      {messageHolder}
      <Modal
        open={open}
        title="意见反馈"
        width={560}
        okText="提交"
        cancelText="取消"
        confirmLoading={mutation.isPending}
        onOk={() => void submit()}
        onCancel={close}
        okButtonProps={{ 'data-testid': 'feedback-submit' }}
        centered
      >
        <p className={styles.intro}>您的每一条反馈我们都会认真阅读，帮助{SITE_NAME}做得更好。</p>
        <Form layout="vertical" className={styles.form} data-testid="feedback-form" requiredMark={false}>
          <Form.Item label="数据问题">
            <div role="group" aria-label="数据问题" data-testid="feedback-type">
              <Checkbox.Group
                options={DATA_TYPE_OPTIONS}
                value={fields.type}
                onChange={(type) => setFields((f) => ({ ...f, type }))}
              />
            </div>
          </Form.Item>
          <Form.Item label="功能问题">
            <div role="group" aria-label="功能问题" data-testid="feedback-func-type">
              <Checkbox.Group
                options={FUNC_TYPE_OPTIONS}
                value={fields.funcType}
                onChange={(funcType) => setFields((f) => ({ ...f, funcType }))}
              />
            </div>
          </Form.Item>
          <Form.Item
            label="描述"
            htmlFor="feedback-content"
            validateStatus={contentWarning ? 'warning' : undefined}
            help={contentWarning ?? undefined}
          >
            <Input.TextArea
              id="feedback-content"
              data-testid="feedback-content"
              rows={5}
              placeholder="请描述您遇到的问题或建议，如页面地址、应用名称、关键词等"
              value={fields.content}
              onChange={(e) => {
                const content = clampFeedbackContent(e.target.value).value;
                setFields((f) => ({ ...f, content }));
              }}
            />
          </Form.Item>
          <Form.Item
            label="微信"
            htmlFor="feedback-wechat"
            validateStatus={wechatWarning ? 'warning' : undefined}
            help={wechatWarning ?? undefined}
          >
            <Input
              id="feedback-wechat"
              data-testid="feedback-wechat"
              placeholder="留下微信号，方便我们及时回复您"
              value={fields.wechat}
              onChange={(e) => {
                const wechat = clampFeedbackWechat(e.target.value).value;
                setFields((f) => ({ ...f, wechat }));
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
