import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { APP_STORE_LABEL, COLLECTED_MARKETS, IOS_MARKET, marketName, type AppPanel } from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { applyToLinkApp } from '../../../api/follow.ts';
import { AppIcon } from '../../../components/AppIcon.tsx';
import styles from './FollowDialogs.module.css';

/** Spec 9: the thank-you follows the dialog's closing after 300 ms. */
const THANKS_DELAY_MS = 300;

/** The rows to fill (spec 4): iOS has one (App Store); Android lists the markets the app is not linked on yet. */
export function linkRows(panel: AppPanel, platform: 'ios' | 'android'): { code: string; name: string }[] {
  if (platform === 'ios') return [{ code: IOS_MARKET, name: APP_STORE_LABEL }];
  const linked = new Set(panel.detailModule.detail.marketList.map((m) => m.code));
  return COLLECTED_MARKETS.filter((code) => !linked.has(code)).map((code) => ({
    code,
    name: marketName(code) ?? code,
  }));
}

/**
 * Spec 2.5, 4, 8 apply-to-link-app dialog (800 px): the app's icon, name and seller, one row per
 * market with its address to fill in; the server checks them. On success it closes and, 300 ms
 * later, thanks the user; a refusal shows the server's message.
 */
export default function LinkAppDialog({
  panel,
  platform,
  onClose,
}: {
  panel: AppPanel;
  platform: 'ios' | 'android';
  onClose: () => void;
}) {
  const { detail } = panel.detailModule;
  const rows = linkRows(panel, platform);
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [modal, holder] = Modal.useModal();
  const submit = async () => {
    setBusy(true);
    try {
      const envelope = await applyToLinkApp(
        { appId: detail.trackId, market: detail.market, country: detail.country },
        rows.map((r) => ({ code: r.code, url: urls[r.code] ?? '' })),
      );
      if (envelope.code !== 0) {
        void modal.error({ title: '提交失败', content: envelope.msg });
        return;
      }
      setUrls({});
      onClose();
      setTimeout(
        () => void Modal.success({ title: '提交成功', content: '感谢您的反馈！关联成功后我们会在消息中心通知您。' }),
        THANKS_DELAY_MS,
      );
    } catch (e) {
      void modal.error({ title: '提交失败', content: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={800}
      title="申请关联应用"
      onCancel={onClose}
      data-testid="link-app-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void submit()} data-testid="link-app-submit">
          确定
        </Button>,
      ]}
    >
      {holder}
      <div className={styles.linkApp}>
        <AppIcon src={detail.artworkUrl60} name={detail.trackName} appId={detail.trackId} size={56} />
        <div>
          <strong>{detail.trackName}</strong>
          <em>{detail.sellerName}</em>
        </div>
      </div>
      <p
        className={styles.manageNote}
      >{`该应用尚未关联${platform === 'ios' ? 'iOS' : '安卓'}版本，填写应用在各市场的下载地址，审核通过后即可切换查看。`}</p>
      {rows.map((r) => (
        <div key={r.code} className={styles.linkRow}>
          <span>{r.name}</span>
          <Input
            placeholder="请输入应用的下载页地址"
            value={urls[r.code] ?? ''}
            onChange={(e) => setUrls({ ...urls, [r.code]: e.target.value })}
            maxLength={500}
            data-testid={`link-url-${r.code}`}
          />
        </div>
      ))}
    </Modal>
  );
}
