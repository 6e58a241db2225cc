import { useState } from 'react';
import { Button, message as antMessage, Segmented, Select, Table, Tag } from 'antd';
import {
  FEEDBACK_DATA_TYPES,
  FEEDBACK_FUNC_TYPES,
  formatDateTime,
  type AdminFeedback,
  type AdminInfo,
  type FeedbackReplyFilter,
} from '@bangyan/contract';
import { useOutletContext } from 'react-router';
import { useAdminFeedback } from '../../api/admin.ts';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { ReplyDialog } from './ReplyDialog.tsx';
import styles from './Admin.module.css';

const REPLIED_OPTIONS: { value: FeedbackReplyFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'unreplied', label: '未回复' },
  { value: 'replied', label: '已回复' },
];

const labelOf = (codes: readonly { code: number; label: string }[], code: number) =>
  codes.find((t) => t.code === code)?.label ?? String(code);

/** /admin/feedback: the inbox by type and reply state, newest first; replying opens the dialog. */
export function FeedbackPage() {
  const admin = useOutletContext<AdminInfo>();
  const canReply = admin.permissions.includes('feedback.reply');
  const [type, setType] = useState<number>();
  const [funcType, setFuncType] = useState<number>();
  const [replied, setReplied] = useState<FeedbackReplyFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminFeedback | null>(null);
  const inbox = useAdminFeedback({ type, funcType, replied, page });
  const [message, holder] = antMessage.useMessage();
  const onReplied = (notified: boolean) => {
    setOpen(null);
    void message.success(notified ? '已回复，用户会在消息中心收到' : '已回复（访客反馈，仅保存记录）');
  };
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section data-testid="admin-feedback">
      <h2>反馈</h2>
      <div className={styles.filters}>
        <Select
          allowClear
          placeholder="数据类型"
          value={type}
          onChange={filter(setType)}
          options={FEEDBACK_DATA_TYPES.map((t) => ({ value: t.code, label: t.label }))}
        />
        <Select
          allowClear
          placeholder="功能类型"
          value={funcType}
          onChange={filter(setFuncType)}
          options={FEEDBACK_FUNC_TYPES.map((t) => ({ value: t.code, label: t.label }))}
        />
        <Segmented<FeedbackReplyFilter> value={replied} onChange={filter(setReplied)} options={REPLIED_OPTIONS} />
      </div>
      {inbox.isError ? (
        <LoadFailure error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : (
        <Table<AdminFeedback>
          rowKey="id"
          size="middle"
          loading={inbox.isFetching}
          dataSource={inbox.data?.list ?? []}
          locale={emptyLocale(inbox.isPending, '暂无反馈')}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: inbox.data?.pageSize,
            total: inbox.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
          }}
          columns={[
            {
              title: '提交时间',
              dataIndex: 'createdAt',
              width: 150,
              render: (at: string) => formatDateTime(Date.parse(at)),
            },
            {
              title: '类型',
              width: 180,
              render: (_, f) =>
                f.types.length + f.funcTypes.length === 0 ? (
                  '—'
                ) : (
                  <>
                    {f.types.map((c) => (
                      <Tag key={`d${c}`} color="blue">
                        {labelOf(FEEDBACK_DATA_TYPES, c)}
                      </Tag>
                    ))}
                    {f.funcTypes.map((c) => (
                      <Tag key={`f${c}`} color="purple">
                        {labelOf(FEEDBACK_FUNC_TYPES, c)}
                      </Tag>
                    ))}
                  </>
                ),
            },
            { title: '内容', dataIndex: 'content', render: (text: string) => text || '—' },
            {
              title: '用户 / 联系方式',
              width: 170,
              render: (_, f) => (
                <>
                  <div>{f.user ? `${f.user.nickname}（ID ${f.user.uid}）` : '访客'}</div>
                  {f.wechat && <div>{`微信：${f.wechat}`}</div>}
                </>
              ),
            },
            {
              title: '状态',
              width: 90,
              render: (_, f) => (f.repliedAt ? <Tag color="green">已回复</Tag> : <Tag>未回复</Tag>),
            },
            {
              title: '操作',
              width: 90,
              fixed: 'right',
              render: (_, f) =>
                f.repliedAt || canReply ? (
                  <Button size="small" type={f.repliedAt ? 'default' : 'primary'} onClick={() => setOpen(f)}>
                    {f.repliedAt ? '查看' : '回复'}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {holder}
      {open && <ReplyDialog feedback={open} canReply={canReply} onClose={() => setOpen(null)} onReplied={onReplied} />}
    </section>
  );
}
