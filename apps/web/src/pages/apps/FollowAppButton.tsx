import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { appInfo, followAppAlmighty, type FollowTarget } from '@bangyan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { useRefreshFollows } from '../../api/follow.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { UndoConfirm } from '../../components/UndoConfirm.tsx';

/**
 * The app header's follow button (pages.md): 关注 / 已关注. A visitor is asked to log in; the tier's
 * follow quota answers with the limit dialog (codes 2 / 3 / 4); 已关注 unfollows only after confirming; on success
 * the header's answer and every follow list are fetched afresh.
 */
export function FollowAppButton({ target, followed }: { target: FollowTarget; followed: boolean }) {
  const { run, pending, holder, message } = useEnvelopeAction();
  const refreshFollows = useRefreshFollows();
  const client = useQueryClient();
  const toggle = () =>
    run(
      'follow',
      () => request(followAppAlmighty, { ...target, isFollow: followed ? '-1' : '1' }),
      async () => {
        void message.success(followed ? '已取消关注' : '关注成功');
        await Promise.all([
          refreshFollows(),
          client.invalidateQueries({ predicate: (q) => q.queryKey[1] === appInfo.path }),
        ]);
      },
    );
  return (
    <>
      {holder}
      <UndoConfirm on={followed} title="确定取消关注该应用？" okText="取消关注" onConfirm={toggle}>
        <Button
          type={followed ? 'default' : 'primary'}
          icon={followed ? <HeartFilled /> : <HeartOutlined />}
          loading={pending !== null}
          onClick={followed ? undefined : () => void toggle()}
          data-testid="app-follow"
        >
          {followed ? '已关注' : '关注'}
        </Button>
      </UndoConfirm>
    </>
  );
}
