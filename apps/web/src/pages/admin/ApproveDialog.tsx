import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { ADMIN_OPS_TEXTS, COLLECTED_MARKETS, marketName, type AdminLinkRequest } from '@bangyan/contract';
import { packageFromUrl } from '../../lib/packageName.ts';
import { useSubmit } from './useSubmit.ts';
import styles from './Admin.module.css';

type Listing = { market: string; appId: string };

/** Each Android market but the request's own, with the package the user's address for it names (if any). */
function initialRows(request: AdminLinkRequest): Listing[] {
  return COLLECTED_MARKETS.filter((m) => m !== request.market).map((market) => {
    const given = request.urlList.find((u) => u.code === market);
    return { market, appId: given ? (packageFromUrl(given.url) ?? '') : '' };
  });
}

/**
 * Approving a link-app request: per Android market, the package that is this app there (filled from the user's
 * address where it names one); the markets left empty are not linked. The server checks each against the data engine.
 */
export function ApproveDialog({
  request,
  onSubmit,
  onClose,
}: {
  request: AdminLinkRequest;
  onSubmit: (links: Listing[]) => Promise<void>;
  onClose: () => void;
}) {
  const [rows, setRows] = useState(() => initialRows(request));
  const { pending, submit: send, fail, holder } = useSubmit();
  const submit = () => {
    const links = rows.map((r) => ({ ...r, appId: r.appId.trim() })).filter((r) => r.appId !== '');
    return links.length === 0 ? fail(ADMIN_OPS_TEXTS.links) : send(() => onSubmit(links));
  };
  return (
    <Modal
      open
      title="通过关联申请"
      okText="确认关联"
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {holder}
      <p>{`为「${request.appName || request.appId}」填写各安卓市场中对应应用的包名；留空的市场不关联。`}</p>
      {request.urlList.map((u) => (
        <div key={u.code} className={styles.url}>{`用户填写（${marketName(u.code) ?? 'App Store'}）：${u.url}`}</div>
      ))}
      <Alert
        type="info"
        showIcon
        className={styles.gap}
        title="包名须是数据引擎已收录的应用，关联后应用页的「安卓版」会显示该市场"
      />
      {rows.map((row, i) => (
        <label key={row.market} className={styles.fieldRow}>
          <span>{marketName(row.market)}</span>
          <Input
            aria-label={`${marketName(row.market)}包名`}
            placeholder="包名，如 com.example.app"
            value={row.appId}
            onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, appId: e.target.value } : r)))}
          />
        </label>
      ))}
    </Modal>
  );
}
