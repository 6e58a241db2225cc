import { useState } from 'react';
import { Button, message as antMessage } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { ErrorCode, limitOf } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { useSavedKeywordsQuery, useSaveKeyword } from '../../api/keyword.ts';
import { useUserInfo } from '../../api/user.ts';
import { useDialogStore } from '../../store/dialogs.ts';

/**
 * 保存关键词 (spec 6, 8): a visitor gets the login popup; saving beyond the tier's quota answers
 * 2 / 3 / 4, which opens the limit dialog with the way up; a saved keyword can be dropped again.
 */
export function SaveKeywordButton({ keyword, country }: { keyword: string; country: string }) {
  const { data: user } = useUserInfo();
  const saved = useSavedKeywordsQuery(user !== undefined && user !== null);
  const save = useSaveKeyword();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const showLimit = useDialogStore((s) => s.showLimit);
  const [busy, setBusy] = useState(false);
  const isSaved = saved.data?.list.some((k) => k.keyword === keyword && k.country === country) ?? false;

  const onClick = async () => {
    if (!user) return openLoginPopup();
    setBusy(true);
    try {
      const envelope = await save(keyword, country, !isSaved);
      const limit = limitOf(envelope);
      if (limit) showLimit(limit);
      else if (envelope.code === ErrorCode.NOT_LOGGED_IN) openLoginPopup();
      else if (envelope.code !== 0) void antMessage.error(envelope.msg);
      else void antMessage.success(isSaved ? '已取消保存' : `已保存（${envelope.data!.follow}/${envelope.data!.limit}）`);
    } catch (error) {
      void antMessage.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={isSaved ? <StarFilled /> : <StarOutlined />} loading={busy} onClick={onClick} data-testid="save-keyword" data-saved={isSaved}>
      {isSaved ? '已保存' : '保存关键词'}
    </Button>
  );
}
