import { useState } from 'react';
import { Button, message as antMessage, Segmented, Table, Tag } from 'antd';
import {
  formatDateTime,
  LINK_REQUEST_STATUS_LABELS,
  LINK_REQUEST_STATUSES,
  marketName,
  type AdminLinkRequest,
  type LinkRequestStatus,
} from '@bangyan/contract';
import { Link } from 'react-router';
import { useAdminLinks, useLinkDecisions } from '../../api/adminOps.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { appPagePath } from '../../lib/appPaths.ts';
import { ApproveDialog } from './ApproveDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { tablePaging } from './tablePaging.ts';
import styles from './Admin.module.css';

const storeName = (market: string) => (market === 'ios' ? 'App Store' : (marketName(market) ?? market));

/** The app of a request, linked to its page on the site. */
function AppCell({ r }: { r: AdminLinkRequest }) {
  const path = appPagePath({
    trackId: r.appId,
    platform: r.market === 'ios' ? 'ios' : 'android',
    market: r.market,
    country: 'cn',
  });
  return (
    <>
      <Link to={path} target="_blank">
        {r.appName || r.appId}
      </Link>
      <div className={styles.muted}>{`${storeName(r.market)} · ${r.appId}`}</div>
    </>
  );
}

/** /admin/links (关联申请): requests by status; a pending one is approved (its Android listings linked) or rejected. */
export function LinksPage() {
  const [status, setStatus] = useState<LinkRequestStatus>('pending');
  const [page, setPage] = useState(1);
  const [approving, setApproving] = useState<AdminLinkRequest | null>(null);
  const [rejecting, setRejecting] = useState<AdminLinkRequest | null>(null);
  const requests = useAdminLinks(status, page);
  const { approve, reject } = useLinkDecisions();
  const [message, holder] = antMessage.useMessage();
  return (
    <section data-testid="admin-links">
      <h2>关联申请</h2>
      {holder}
      <div className={styles.filters}>
        <Segmented<LinkRequestStatus>
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={LINK_REQUEST_STATUSES.map((s) => ({ value: s, label: LINK_REQUEST_STATUS_LABELS[s] }))}
        />
      </div>
      {requests.isError ? (
        <LoadFailure error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <Table<AdminLinkRequest>
          rowKey="id"
          size="middle"
          loading={requests.isFetching}
          dataSource={requests.data?.list ?? []}
          locale={emptyLocale(requests.isPending, '暂无关联申请')}
          scroll={{ x: 960 }}
          pagination={tablePaging(page, requests.data, setPage)}
          columns={[
            {
              title: '提交时间',
              dataIndex: 'createdAt',
              width: 140,
              render: (at: string) => formatDateTime(Date.parse(at)),
            },
            { title: '应用', width: 200, render: (_, r) => <AppCell r={r} /> },
            {
              title: '用户填写的地址',
              render: (_, r) =>
                r.urlList.map((u) => <div key={u.code} className={styles.url}>{`${storeName(u.code)}：${u.url}`}</div>),
            },
            { title: '用户', width: 150, render: (_, r) => `${r.user.nickname}（ID ${r.user.uid}）` },
            {
              title: status === 'pending' ? '操作' : '处理结果',
              width: 200,
              fixed: 'right',
              render: (_, r) =>
                r.status === 'pending' ? (
                  <div className={styles.actions}>
                    <Button size="small" type="primary" onClick={() => setApproving(r)}>
                      通过
                    </Button>
                    <Button size="small" danger onClick={() => setRejecting(r)}>
                      驳回
                    </Button>
                  </div>
                ) : (
                  <>
                    <Tag color={r.status === 'linked' ? 'green' : 'red'}>{LINK_REQUEST_STATUS_LABELS[r.status]}</Tag>
                    <div className={styles.muted}>
                      {r.status === 'linked'
                        ? r.links.map((l) => `${storeName(l.market)} ${l.appId}`).join('、')
                        : `原因：${r.rejectReason}`}
                    </div>
                    <div className={styles.muted}>
                      {`${r.decidedBy ?? ''} ${r.decidedAt ? formatDateTime(Date.parse(r.decidedAt)) : ''}`}
                    </div>
                  </>
                ),
            },
          ]}
        />
      )}
      {approving && (
        <ApproveDialog
          request={approving}
          onClose={() => setApproving(null)}
          onSubmit={async (links) => {
            await approve(approving.id, links);
            setApproving(null);
            void message.success('已关联，用户会在消息中心收到通知');
          }}
        />
      )}
      {rejecting && (
        <ReasonDialog
          title="驳回关联申请"
          okText="驳回"
          danger
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await reject(rejecting.id, reason);
            setRejecting(null);
            void message.success('已驳回，用户会在消息中心收到原因');
          }}
        >
          <p>{`「${rejecting.appName || rejecting.appId}」的关联申请将被驳回，驳回原因会发送给用户。`}</p>
        </ReasonDialog>
      )}
    </section>
  );
}
