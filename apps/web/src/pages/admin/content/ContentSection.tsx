import { useState } from 'react';
import { Button, message as antMessage, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CONTENT_KINDS, CONTENT_TEXTS, type ContentKind } from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { useContentList, useContentWrite, type ContentRow } from '../../../api/adminContent.ts';
import { emptyLocale, LoadFailure } from '../../../components/data/DataState.tsx';
import { ContentForm } from './ContentForm.tsx';
import type { KindSpec } from './fields.ts';
import styles from './Content.module.css';

const SCHEDULE_TAGS = {
  scheduled: <Tag color="blue">未开始</Tag>,
  running: <Tag color="green">进行中</Tag>,
  ended: <Tag>已结束</Tag>,
};

/** One kind's list: its rows with their state, 新增, 编辑, 发布 / 下线 and 删除 (confirmed). */
export function ContentSection({ kind, spec }: { kind: ContentKind; spec: KindSpec }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ContentRow | 'new' | null>(null);
  const list = useContentList(kind, page);
  const write = useContentWrite(kind);
  const [message, holder] = antMessage.useMessage();
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const state = {
    title: '状态',
    key: 'state',
    width: 150,
    render: (_: unknown, row: ContentRow) => (
      <Space size={4} wrap>
        {spec.publishable && (row.published ? <Tag color="green">已发布</Tag> : <Tag color="red">已下线</Tag>)}
        {spec.schedule && SCHEDULE_TAGS[spec.schedule(row, Date.now())]}
      </Space>
    ),
  };
  const actions = {
    title: '操作',
    key: 'actions',
    width: 190,
    fixed: 'right' as const,
    render: (_: unknown, row: ContentRow) => (
      <Space size={4} wrap>
        <Button size="small" onClick={() => setEditing(row)}>
          编辑
        </Button>
        {spec.publishable && (
          <Button
            size="small"
            onClick={() =>
              void act(
                () => write.update(row.id, { published: row.published ? 'false' : 'true' }),
                row.published ? '已下线' : '已发布',
              )
            }
          >
            {row.published ? '下线' : '发布'}
          </Button>
        )}
        <Popconfirm
          title="确定删除？删除后不可恢复"
          onConfirm={() => act(() => write.remove(row.id), CONTENT_TEXTS.deleted)}
        >
          <Button size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    ),
  };

  return (
    <section data-testid={`content-${kind}`}>
      {holder}
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {`新增${CONTENT_KINDS[kind]}`}
        </Button>
        {spec.note && <span className={styles.note}>{spec.note}</span>}
      </div>
      {list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ContentRow>
          rowKey={(row) => String(row.id)}
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={emptyLocale(list.isPending, '暂无内容')}
          scroll={{ x: 860 }}
          pagination={{
            current: page,
            pageSize: list.data?.pageSize,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
          }}
          columns={[...spec.columns, ...(spec.publishable || spec.schedule ? [state] : []), actions]}
        />
      )}
      {editing !== null && (
        <ContentForm
          kind={kind}
          spec={spec}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(CONTENT_TEXTS.saved);
          }}
        />
      )}
    </section>
  );
}
