import { useState } from 'react';
import { Button, message as antMessage } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { appInfo, ErrorCode, followAppAlmighty, limitOf, type FollowTarget } from '@bangyan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, request } from '../../api/client.ts';
import { useRefreshFollows } from '../../api/follow.ts';
import { useDialogStore } from '../../store/dialogs.ts';

/**
 * The app header's follow button (pages.md): 关注 / 已关注. A visitor is asked to log in; the tier's
 * follow quota answers with the limit dialog (codes 2 / 3 / 4); on success the header's answer and
 * every follow list are fetched afresh.
 */
export function FollowAppButton({ target, followed }: { target: FollowTarget; followed: boolean }) {
  const [pending, setPending] = useState(false);
  const [message, holder] = antMessage.useMessage();
  const showLimit = useDialogStore((s) => s.showLimit);
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const refreshFollows = useRefreshFollows();
  const client = useQueryClient();

  const toggle = async () => {
    setPending(true);
    try {
      const envelope = await request(followAppAlmighty, { ...target, isFollow: followed ? '-1' : '1' });
      const limit = limitOf(envelope);
      if (limit) showLimit(limit);
      else if (envelope.code === ErrorCode.NOT_LOGGED_IN) openLoginPopup();
      else if (envelope.code !== 0) void message.error(envelope.msg);
      else {
        void message.success(followed ? '已取消关注' : '关注成功');
        await Promise.all([refreshFollows(), client.invalidateQueries({ predicate: (q) => q.queryKey[1] === appInfo.path })]);
      }
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {holder}
      <Button type={followed ? 'default' : 'primary'} icon={followed ? <HeartFilled /> : <HeartOutlined />} loading={pending} onClick={() => void toggle()} data-testid="app-follow">
        {followed ? '已关注' : '关注'}
      </Button>
    </>
  );
}
