import type { ReactElement } from 'react';
import { Popconfirm } from 'antd';

/**
 * A toggle's undo (已关注 / 已保存 / 取消监控) asks first: while `on`, a click on `children` opens the
 * confirmation `title` and only its OK calls `onConfirm` (取消 changes nothing); while off, the confirmation
 * stays closed and the button's own click acts at once.
 */
export function UndoConfirm({
  on,
  title,
  okText,
  onConfirm,
  children,
}: {
  on: boolean;
  title: string;
  okText: string;
  onConfirm: () => unknown;
  children: ReactElement;
}) {
  return (
    <Popconfirm
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="取消"
      disabled={!on}
      onConfirm={() => void onConfirm()}
    >
      {children}
    </Popconfirm>
  );
}
