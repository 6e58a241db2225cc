import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_LIMIT_FAILURE, TIER_CAN_EXPORT } from '@bangyan/contract';
import { useUserInfo } from '../api/user.ts';
import { downloadText, toCsv, type CsvColumn } from '../lib/csv.ts';
import { useDialogStore } from '../store/dialogs.ts';

/**
 * 导出 for members (TIER_CAN_EXPORT): a visitor gets the login popup, a free user the limit dialog
 * with the way up, a member a CSV file of `rows()` (a page may fetch every page of its list there).
 */
export function ExportButton<T>({ filename, columns, rows }: { filename: string; columns: readonly CsvColumn<T>[]; rows: () => Promise<readonly T[]> | readonly T[] }) {
  const { data: user } = useUserInfo();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const showLimit = useDialogStore((s) => s.showLimit);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!user) return openLoginPopup();
    if (!TIER_CAN_EXPORT[user.roleStr]) return showLimit(EXPORT_LIMIT_FAILURE);
    setBusy(true);
    try {
      downloadText(`${filename}.csv`, toCsv(columns, await rows()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={onClick} data-testid="export-button">
      导出
    </Button>
  );
}
