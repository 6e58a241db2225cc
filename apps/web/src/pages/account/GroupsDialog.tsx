import { useState } from 'react';
import { Button, Input, Modal, Popconfirm } from 'antd';
import { FOLLOW_GROUP_LIMIT, FOLLOW_GROUP_NAME_MAX, type Envelope, type FollowGroup } from '@bangyan/contract';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { deleteFollowGroup, saveFollowGroup, useRefreshFollows } from '../../api/follow.ts';
import styles from './MyApps.module.css';

/** 管理分组: create, rename and delete the user's groups (a deleted group's apps stay followed). */
export function GroupsDialog({ groups, onClose }: { groups: readonly FollowGroup[]; onClose: () => void }) {
  const refresh = useRefreshFollows();
  const { run, pending, holder, message } = useEnvelopeAction();
  const [fresh, setFresh] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});

  /** Runs one change: the server's message on failure, fresh lists on success (answers whether it succeeded). */
  const change = async (key: string, act: () => Promise<Envelope<unknown>>, done: string) => {
    let ok = false;
    await run(key, act, async () => {
      ok = true;
      void message.success(done);
      await refresh();
    });
    return ok;
  };
  const busy = pending !== null;

  return (
    <Modal open title="管理分组" width={480} footer={null} onCancel={onClose} destroyOnHidden>
      {holder}
      <div className={styles.groupCreate}>
        <Input
          value={fresh}
          maxLength={FOLLOW_GROUP_NAME_MAX}
          placeholder={`新分组名称（最多${FOLLOW_GROUP_NAME_MAX}个字）`}
          onChange={(e) => setFresh(e.target.value)}
          data-testid="group-new-name"
        />
        <Button
          type="primary"
          loading={busy}
          disabled={groups.length >= FOLLOW_GROUP_LIMIT}
          onClick={async () => {
            if (await change('create', () => saveFollowGroup(fresh), '分组已创建')) setFresh('');
          }}
          data-testid="group-create"
        >
          新建
        </Button>
      </div>
      <div className={styles.groupHint}>{`已创建 ${groups.length}/${FOLLOW_GROUP_LIMIT} 个分组`}</div>
      <ul className={styles.groupList}>
        {groups.map((g) => {
          const name = names[g.groupId] ?? g.name;
          return (
            <li key={g.groupId} data-testid="group-row">
              <Input
                value={name}
                maxLength={FOLLOW_GROUP_NAME_MAX}
                onChange={(e) => setNames({ ...names, [g.groupId]: e.target.value })}
              />
              <span className={styles.groupCount}>{`${g.followIds.length} 个应用`}</span>
              <Button
                disabled={busy || name.trim() === g.name}
                onClick={() => void change('rename', () => saveFollowGroup(name, g.groupId), '分组已重命名')}
              >
                保存
              </Button>
              <Popconfirm
                title="删除分组"
                description="分组内的应用仍保持关注，移至「未分组」。"
                okText="删除"
                cancelText="取消"
                onConfirm={() => change('delete', () => deleteFollowGroup(g.groupId), '分组已删除')}
              >
                <Button danger disabled={busy}>
                  删除
                </Button>
              </Popconfirm>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
