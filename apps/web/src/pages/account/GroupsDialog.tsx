import { useState } from 'react';
import { Button, Input, Modal, Popconfirm, message as antMessage } from 'antd';
import { FOLLOW_GROUP_LIMIT, FOLLOW_GROUP_NAME_MAX, type Envelope, type FollowGroup } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { deleteFollowGroup, saveFollowGroup, useRefreshFollows } from '../../api/follow.ts';
import styles from './MyApps.module.css';

/** 管理分组: create, rename and delete the user's groups (a deleted group's apps stay followed). */
export function GroupsDialog({ groups, onClose }: { groups: readonly FollowGroup[]; onClose: () => void }) {
  const refresh = useRefreshFollows();
  const [message, messageHolder] = antMessage.useMessage();
  const [fresh, setFresh] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);

  /** Runs one change; the server's message on failure, the lists fetched afresh on success. */
  const run = async (change: () => Promise<Envelope<unknown>>, done: string) => {
    setBusy(true);
    try {
      const envelope = await change();
      if (envelope.code !== 0) {
        void message.error(envelope.msg);
        return false;
      }
      void message.success(done);
      await refresh();
      return true;
    } catch (error) {
      void message.error(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title="管理分组" width={480} footer={null} onCancel={onClose} destroyOnHidden>
      {messageHolder}
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
            if (await run(() => saveFollowGroup(fresh), '分组已创建')) setFresh('');
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
                onClick={() => void run(() => saveFollowGroup(name, g.groupId), '分组已重命名')}
              >
                保存
              </Button>
              <Popconfirm
                title="删除分组"
                description="分组内的应用仍保持关注，移至「未分组」。"
                okText="删除"
                cancelText="取消"
                onConfirm={() => run(() => deleteFollowGroup(g.groupId), '分组已删除')}
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
