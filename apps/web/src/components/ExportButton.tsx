import { useState } from 'react';
import { Button, message as antMessage } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ErrorCode, EXPORT_LIMIT_FAILURE, limitOf, TIER_CAN_EXPORT, type EndpointDef } from '@bangyan/contract';
import { download, errorMessage, type ParamsOf } from '../api/client.ts';
import { useUserInfo } from '../api/user.ts';
import { saveBlob, saveXlsx, type ExportColumn } from '../lib/export.ts';
import { useDialogStore } from '../store/dialogs.ts';
import { useWechatDownloadBlock } from './WechatDownloadBlock.tsx';

/**
 * 导出 for members (TIER_CAN_EXPORT): inside WeChat, whose browser blocks downloads, a dialog that sends the person to
 * a browser; elsewhere a visitor gets the login popup, a free user the limit dialog with the way up, a member the file
 * `save` makes (busy meanwhile).
 */
function MemberExportButton({ save }: { save: () => Promise<void> }) {
  const { data: user } = useUserInfo();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const showLimit = useDialogStore((s) => s.showLimit);
  const [busy, setBusy] = useState(false);
  const wechat = useWechatDownloadBlock();
  const onClick = async () => {
    if (wechat.blocked()) return;
    if (!user) return openLoginPopup();
    if (!TIER_CAN_EXPORT[user.roleStr]) return showLimit(EXPORT_LIMIT_FAILURE);
    setBusy(true);
    try {
      await save();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={onClick} data-testid="export-button">
        导出
      </Button>
      {wechat.dialog}
    </>
  );
}

/**
 * An XLSX of `rows()` made in the browser (a page may fetch every page of its list there), named `filename` and the
 * day (../lib/export.ts).
 */
export function ExportButton<T>({
  filename,
  columns,
  rows,
}: {
  filename: string;
  columns: readonly ExportColumn<T>[];
  rows: () => Promise<readonly T[]> | readonly T[];
}) {
  return <MemberExportButton save={async () => saveXlsx(filename, columns, await rows())} />;
}

/**
 * The file a download endpoint (`file` in the contract, e.g. XLSX) makes on the server, which checks
 * membership again: its limit answer opens the limit dialog, 401 the login popup, others a message.
 */
export function FileExportButton<E extends EndpointDef>({ endpoint, params }: { endpoint: E; params: ParamsOf<E> }) {
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const showLimit = useDialogStore((s) => s.showLimit);
  const save = async () => {
    try {
      const result = await (download as (e: E, p: ParamsOf<E>) => ReturnType<typeof download>)(endpoint, params);
      if ('file' in result) return saveBlob(result.filename, result.file);
      const limit = limitOf(result.envelope);
      if (limit) return showLimit(limit);
      if (result.envelope.code === ErrorCode.NOT_LOGGED_IN) return openLoginPopup();
      void antMessage.error(result.envelope.msg || errorMessage(null));
    } catch (error) {
      void antMessage.error(errorMessage(error));
    }
  };
  return <MemberExportButton save={save} />;
}
