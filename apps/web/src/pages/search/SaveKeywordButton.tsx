import { Button } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useSavedKeywordsQuery, useSaveKeyword } from '../../api/keyword.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { useUserInfo } from '../../api/user.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { UndoConfirm } from '../../components/UndoConfirm.tsx';

/**
 * 保存关键词 (spec 6, 8): a visitor gets the login popup; saving beyond the tier's quota answers
 * 2 / 3 / 4, which opens the limit dialog with the way up; a saved keyword can be dropped again
 * after confirming.
 */
export function SaveKeywordButton({ keyword, country }: { keyword: string; country: string }) {
  const { data: user } = useUserInfo();
  const saved = useSavedKeywordsQuery(user !== undefined && user !== null);
  const save = useSaveKeyword();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const { run, pending, holder, message } = useEnvelopeAction();
  const isSaved = saved.data?.list.some((k) => k.keyword === keyword && k.country === country) ?? false;

  const onClick = () =>
    user
      ? run(
          'save',
          () => save(keyword, country, !isSaved),
          (data) => void message.success(isSaved ? '已取消保存' : `已保存（${data.follow}/${data.limit}）`),
        )
      : openLoginPopup();

  return (
    <>
      {holder}
      <UndoConfirm on={isSaved} title={`确定取消保存「${keyword}」？`} okText="取消保存" onConfirm={onClick}>
        <Button
          icon={isSaved ? <StarFilled /> : <StarOutlined />}
          loading={pending !== null}
          onClick={isSaved ? undefined : () => void onClick()}
          data-testid="save-keyword"
          data-saved={isSaved}
        >
          {isSaved ? '已保存' : '保存关键词'}
        </Button>
      </UndoConfirm>
    </>
  );
}
