import { useState } from 'react';
import { Button, DatePicker, Descriptions, Drawer, Input, Segmented, Table, Tag } from 'antd';
import { formatDateTime, LEAD_KINDS, NO_VALUE, type AdminLead, type LeadKind } from '@bangyan/contract';
import { useAdminLeads, type LeadsQuery } from '../../api/admin.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { dayjs, type Dayjs } from '../../lib/dayjs.ts';
import styles from './Admin.module.css';
import { DeliveryTable } from './DeliveryTable.tsx';
import { tablePaging } from './tablePaging.ts';

/** The section's tabs: every lead, each kind, and the ASO delivery requests. */
type View = 'all' | LeadKind | 'delivery';
const VIEWS: { value: View; label: string }[] = [
  { value: 'all', label: '全部线索' },
  ...(Object.entries(LEAD_KINDS) as [LeadKind, string][]).map(([value, label]) => ({ value, label })),
  { value: 'delivery', label: '投放需求' },
];

const at = (iso: string) => formatDateTime(Date.parse(iso));
const ymd = (d: Dayjs) => d.format('YYYYMMDD');

function LeadDetail({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  return (
    <Drawer open title={`线索 #${lead.id}`} onClose={onClose} size="large" data-testid="lead-detail">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="类型">{LEAD_KINDS[lead.kind]}</Descriptions.Item>
        <Descriptions.Item label="关于">{lead.subject || NO_VALUE}</Descriptions.Item>
        <Descriptions.Item label="姓名">{lead.name}</Descriptions.Item>
        <Descriptions.Item label="手机号">{lead.phone}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{lead.email || NO_VALUE}</Descriptions.Item>
        <Descriptions.Item label="公司">{lead.company}</Descriptions.Item>
        <Descriptions.Item label="职位">{lead.jobTitle || NO_VALUE}</Descriptions.Item>
        <Descriptions.Item label="留言">{lead.message || NO_VALUE}</Descriptions.Item>
        <Descriptions.Item label="用户">
          {lead.user ? `${lead.user.nickname}（ID ${lead.user.uid}）` : '访客'}
        </Descriptions.Item>
        <Descriptions.Item label="IP">{lead.ip}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{at(lead.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Drawer>
  );
}

function LeadTable({ query, setPage }: { query: LeadsQuery; setPage: (p: number) => void }) {
  const leads = useAdminLeads(query);
  const [open, setOpen] = useState<AdminLead | null>(null);
  if (leads.isError) return <LoadFailure error={leads.error} onRetry={() => void leads.refetch()} />;
  return (
    <>
      <Table<AdminLead>
        rowKey="id"
        size="middle"
        loading={leads.isFetching}
        dataSource={leads.data?.list ?? []}
        locale={emptyLocale(leads.isPending, '暂无线索')}
        scroll={{ x: 900 }}
        pagination={tablePaging(query.page, leads.data, setPage)}
        data-testid="admin-leads-table"
        columns={[
          { title: '提交时间', dataIndex: 'createdAt', width: 150, render: at },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 110,
            render: (k: LeadKind) => <Tag color="blue">{LEAD_KINDS[k]}</Tag>,
          },
          { title: '关于', dataIndex: 'subject', render: (s: string) => s || NO_VALUE },
          { title: '姓名', dataIndex: 'name', width: 100 },
          { title: '手机号', dataIndex: 'phone', width: 130 },
          { title: '公司', dataIndex: 'company' },
          {
            title: '操作',
            width: 80,
            fixed: 'right',
            render: (_, l) => (
              <Button size="small" onClick={() => setOpen(l)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      {open && <LeadDetail lead={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /admin/leads (线索, leads.read): the public forms' leads by kind and the ASO delivery requests, searchable by day. */
export function LeadsPage() {
  const [view, setView] = useState<View>('all');
  const [q, setQ] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [page, setPage] = useState(1);
  const query: LeadsQuery = {
    ...(view !== 'all' && view !== 'delivery' ? { kind: view } : {}),
    q,
    ...(range ? { from: ymd(range[0]), to: ymd(range[1]) } : {}),
    page,
  };
  return (
    <section data-testid="admin-leads">
      <h2>线索</h2>
      <div className={styles.filters}>
        <Segmented<View>
          value={view}
          onChange={(v) => {
            setView(v);
            setPage(1);
          }}
          options={VIEWS}
        />
        <Input.Search
          allowClear
          placeholder={view === 'delivery' ? '应用、联系人或手机号' : '姓名、手机号、公司或邮箱'}
          onSearch={(text) => {
            setQ(text.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
          data-testid="admin-leads-search"
        />
        <DatePicker.RangePicker
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(r) => {
            setRange(r && r[0] && r[1] ? [r[0], r[1]] : null);
            setPage(1);
          }}
        />
      </div>
      {view === 'delivery' ? (
        <DeliveryTable query={query} setPage={setPage} />
      ) : (
        <LeadTable query={query} setPage={setPage} />
      )}
    </section>
  );
}
