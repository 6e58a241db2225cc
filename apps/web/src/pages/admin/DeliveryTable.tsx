import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Select, Table } from 'antd';
import {
  DELIVERY_STATUS_NOTE_MAX,
  DELIVERY_STATUSES,
  formatDateTime,
  formatNumber,
  NO_VALUE,
  type AdminDelivery,
  type AdminInfo,
  type DeliveryStatus,
} from '@bangyan/contract';
import { useOutletContext } from 'react-router';
import { useAdminDeliveries, useSetDeliveryStatus, type LeadsQuery } from '../../api/admin.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { DeliveryStatusTag } from '../../components/leads/DeliveryStatusTag.tsx';
import { tablePaging } from './tablePaging.ts';
import { useSubmit } from './useSubmit.ts';

const at = (iso: string) => formatDateTime(Date.parse(iso));
const STATUS_OPTIONS = (Object.entries(DELIVERY_STATUSES) as [DeliveryStatus, string][]).map(([value, label]) => ({
  value,
  label,
}));

/** The handling form: a status and the note its user reads (leads.handle). */
function StatusForm({ delivery, onSaved }: { delivery: AdminDelivery; onSaved: (d: AdminDelivery) => void }) {
  const save = useSetDeliveryStatus();
  const { pending, submit, holder } = useSubmit();
  const [form] = Form.useForm<{ status: DeliveryStatus; note: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ status: delivery.status, note: delivery.statusNote }}
      onFinish={(v) => void submit(async () => onSaved(await save(delivery.id, v.status, v.note ?? '')))}
      data-testid="delivery-status-form"
    >
      {holder}
      <Form.Item name="status" label="处理状态">
        <Select options={STATUS_OPTIONS} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="note" label="给用户的说明" extra="用户在“我的投放”和消息中心看到">
        <Input.TextArea maxLength={DELIVERY_STATUS_NOTE_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        保存并通知用户
      </Button>
    </Form>
  );
}

function DeliveryDetail({ delivery, onClose }: { delivery: AdminDelivery; onClose: () => void }) {
  const admin = useOutletContext<AdminInfo>();
  const [shown, setShown] = useState(delivery);
  return (
    <Drawer open title={`投放需求 #${shown.id}`} onClose={onClose} size="large" data-testid="delivery-detail">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="状态">
          <DeliveryStatusTag status={shown.status} />
          {shown.statusAt && ` ${at(shown.statusAt)}`}
        </Descriptions.Item>
        <Descriptions.Item label="应用">{`${shown.appName}（${shown.appId}，${shown.country}）`}</Descriptions.Item>
        <Descriptions.Item label="关键词">
          <Table
            rowKey="keyword"
            size="small"
            pagination={false}
            dataSource={shown.keywords}
            columns={[
              { title: '关键词', dataIndex: 'keyword' },
              { title: '热度', dataIndex: 'heat', render: (v: number | null) => v ?? NO_VALUE },
              { title: '当前排名', dataIndex: 'rank', render: (v: number | null) => v ?? NO_VALUE },
              { title: '目标排名', dataIndex: 'targetRank' },
            ]}
          />
        </Descriptions.Item>
        <Descriptions.Item label="预算（元）">{formatNumber(shown.budget)}</Descriptions.Item>
        <Descriptions.Item label="联系人">{`${shown.contactName} ${shown.contactPhone}`}</Descriptions.Item>
        <Descriptions.Item label="备注">{shown.note || NO_VALUE}</Descriptions.Item>
        <Descriptions.Item label="用户">{`${shown.user.nickname}（ID ${shown.user.uid}）`}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{at(shown.createdAt)}</Descriptions.Item>
      </Descriptions>
      {admin.permissions.includes('leads.handle') && (
        <div style={{ marginTop: 24 }}>
          <StatusForm delivery={shown} onSaved={setShown} />
        </div>
      )}
    </Drawer>
  );
}

/** 线索 → 投放需求: the ASO delivery requests by status, each opened in a drawer to read and handle. */
export function DeliveryTable({ query, setPage }: { query: LeadsQuery; setPage: (p: number) => void }) {
  const [status, setStatus] = useState<DeliveryStatus | undefined>();
  const deliveries = useAdminDeliveries({ ...query, status });
  const [open, setOpen] = useState<AdminDelivery | null>(null);
  if (deliveries.isError) return <LoadFailure error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  return (
    <>
      <Select
        allowClear
        placeholder="全部状态"
        value={status}
        onChange={(s?: DeliveryStatus) => {
          setStatus(s);
          setPage(1);
        }}
        options={STATUS_OPTIONS}
        style={{ width: 140, marginBottom: 12 }}
        aria-label="处理状态"
        data-testid="delivery-status-filter"
      />
      <Table<AdminDelivery>
        rowKey="id"
        size="middle"
        loading={deliveries.isFetching}
        dataSource={deliveries.data?.list ?? []}
        locale={emptyLocale(deliveries.isPending, '暂无投放需求')}
        scroll={{ x: 980 }}
        pagination={tablePaging(query.page, deliveries.data, setPage)}
        data-testid="admin-deliveries-table"
        columns={[
          { title: '提交时间', dataIndex: 'createdAt', width: 150, render: at },
          { title: '应用', render: (_, d) => `${d.appName}（${d.appId}）` },
          { title: '关键词', width: 90, render: (_, d) => `${d.keywords.length} 个` },
          { title: '预算（元）', dataIndex: 'budget', width: 110, render: (b: number) => formatNumber(b) },
          { title: '联系人', width: 170, render: (_, d) => `${d.contactName} ${d.contactPhone}` },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: DeliveryStatus) => <DeliveryStatusTag status={s} />,
          },
          {
            title: '操作',
            width: 80,
            fixed: 'right',
            render: (_, d) => (
              <Button size="small" onClick={() => setOpen(d)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      {open && <DeliveryDetail delivery={open} onClose={() => setOpen(null)} />}
    </>
  );
}
