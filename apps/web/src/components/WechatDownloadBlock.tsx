import { useState } from 'react';
import { Button, Modal } from 'antd';
import { isWechatBrowser } from '../lib/wechat.ts';

export const WECHAT_DOWNLOAD_BLOCKED = '微信内无法下载文件，请点击右上角「…」选择「在浏览器打开」后导出';

/**
 * Exports inside WeChat's browser, which blocks file downloads: `blocked()` says so there and shows a dialog that
 * sends the person to a browser, instead of a download that silently fails; `dialog` goes beside the export button.
 */
export function useWechatDownloadBlock() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    blocked: (): boolean => {
      if (!isWechatBrowser()) return false;
      setOpen(true);
      return true;
    },
    dialog: (
      <Modal
        open={open}
        onCancel={close}
        title="请在浏览器中导出"
        width={360}
        centered
        footer={
          <Button type="primary" onClick={close}>
            我知道了
          </Button>
        }
      >
        <p data-testid="wechat-download-blocked">{WECHAT_DOWNLOAD_BLOCKED}</p>
      </Modal>
    ),
  };
}
