import { useState } from 'react';
import { Button, Modal, message as antMessage } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { FollowedApp } from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { followMany, sortFollows, useRefreshFollows } from '../../../api/follow.ts';
import { AppIcon } from '../../../components/AppIcon.tsx';
import styles from './FollowDialogs.module.css';

/** Spec 2.4: the manage dialog's app area scrolls within 350 px. */
export const MANAGE_SCROLL_PX = 350;

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Spec 2.4, 4 manage dialog (800 px): drag apps to sort them; the × on an app removes it. Changes
 * are collected here and applied on confirm (removals, then the new order); cancel discards them.
 * A failure leaves the dialog and the list as they were (spec 8).
 */
export default function ManageDialog({ apps, onClose }: { apps: FollowedApp[]; onClose: () => void }) {
  const [order, setOrder] = useState(apps);
  const [dragging, setDragging] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshFollows();
  const [message, holder] = antMessage.useMessage();
  const removed = apps.filter((a) => !order.includes(a));

  const confirm = async () => {
    setBusy(true);
    try {
      if (removed.length > 0) {
        const envelope = await followMany(
          removed.map((a) => ({ appId: a.trackId, market: a.market, country: a.country })),
          false,
        );
        if (envelope.code !== 0) return void message.error(envelope.msg);
      }
      const envelope = await sortFollows(order.map((a) => a.followId));
      if (envelope.code !== 0) return void message.error(envelope.msg);
      await refresh();
      onClose();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={800}
      title="管理关注应用"
      onCancel={onClose}
      data-testid="manage-dialog"
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void confirm()} data-testid="manage-confirm">
          确定
        </Button>,
      ]}
    >
      {holder}
      <p className={styles.manageNote}>拖动应用可调整顺序，点击应用右上角的 × 可取消关注</p>
      <div className={styles.manageGrid} style={{ maxHeight: MANAGE_SCROLL_PX }}>
        {order.map((a, i) => (
          <div
            key={a.followId}
            className={`${styles.manageItem} ${dragging === i ? styles.manageDragging : ''}`}
            draggable
            onDragStart={() => setDragging(i)}
            onDragOver={(e) => {
              e.preventDefault();
              if (dragging !== null && dragging !== i) {
                setOrder(moved(order, dragging, i));
                setDragging(i);
              }
            }}
            onDragEnd={() => setDragging(null)}
            data-testid="manage-item"
          >
            <button
              type="button"
              className={styles.manageRemove}
              aria-label={`取消关注${a.trackName}`}
              onClick={() => setOrder(order.filter((x) => x !== a))}
            >
              <CloseOutlined />
            </button>
            <AppIcon src={a.artworkUrl60} name={a.trackName} appId={a.trackId} size={48} />
            <span>{a.trackName}</span>
          </div>
        ))}
      </div>
    </Modal>
  );
}
