import { useState } from 'react';
import { Button, Checkbox, message as antMessage } from 'antd';
import { limitOf, type FollowedApp } from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { followMany, useRefreshFollows } from '../../../api/follow.ts';
import { useDialogStore } from '../../../store/dialogs.ts';
import styles from './Follows.module.css';
import { AppIcon } from '../../../components/AppIcon.tsx';

/** Spec 2.4: a user without follows gets recommended apps to tick and follow at once (all ticked to start). */
export function RecommendList({ apps }: { apps: FollowedApp[] }) {
  const [picked, setPicked] = useState<string[]>(() => apps.map((a) => a.trackId));
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshFollows();
  const showLimit = useDialogStore((s) => s.showLimit);
  const [message, holder] = antMessage.useMessage();
  const followPicked = async () => {
    // Spec 5: with nothing selected, batch follow does nothing.
    if (picked.length === 0) return;
    setBusy(true);
    try {
      const envelope = await followMany(
        apps
          .filter((a) => picked.includes(a.trackId))
          .map((a) => ({ appId: a.trackId, market: a.market, country: a.country })),
        true,
      );
      const limit = limitOf(envelope);
      if (limit) showLimit(limit);
      else if (envelope.code !== 0) void message.error(envelope.msg);
      else await refresh();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.recommend} data-testid="follow-recommend">
      {holder}
      <div className={styles.recommendGrid}>
        {apps.map((a) => (
          <label key={a.trackId} className={styles.recommendItem} data-testid="recommend-item">
            <Checkbox
              checked={picked.includes(a.trackId)}
              onChange={(e) =>
                setPicked(e.target.checked ? [...picked, a.trackId] : picked.filter((id) => id !== a.trackId))
              }
            />
            <AppIcon src={a.artworkUrl60} name={a.trackName} appId={a.trackId} size={40} />
            <span>
              <strong>{a.trackName}</strong>
              <em>{a.sellerName}</em>
            </span>
          </label>
        ))}
      </div>
      <Button
        type="primary"
        loading={busy}
        disabled={picked.length === 0}
        onClick={() => void followPicked()}
        data-testid="follow-picked"
      >
        一键关注
      </Button>
    </div>
  );
}
