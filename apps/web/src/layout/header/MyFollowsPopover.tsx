import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Button, Popover, Spin } from 'antd';
import { ACCOUNT_FOLLOWED_APPS_PATH, marketName } from '@bangyan/contract';
import { useFollowedAppsQuery } from '../../api/follow.ts';
import { AppIcon } from '../../components/AppIcon.tsx';
import { config } from '../../config.ts';
import { appPagePath } from '../../lib/appPaths.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import styles from './MyFollows.module.css';

/** Spec 2.3, 9: the dropdown shows at most 5 followed apps, then a link to all. */
export const FOLLOW_DROPDOWN_SIZE = 5;

interface MyFollowsPopoverProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactElement;
}

/**
 * My Follows' dropdown around its trigger (fetched after the first paint, see MyFollows): the
 * follow list is loaded when it opens (and again on each opening, so it is never stale), five
 * apps, then the link to all and the add-app dialog.
 */
export default function MyFollowsPopover({ open, setOpen, children }: MyFollowsPopoverProps) {
  const followed = useFollowedAppsQuery(FOLLOW_DROPDOWN_SIZE, open);
  const openAddFollow = useDialogStore((s) => s.openAddFollow);
  const list = followed.data?.list ?? [];
  // The account centre's list of all follows: this app's, or the account host's.
  const allLink = config.accountHost ? (
    <a href={`${config.accountHost}${ACCOUNT_FOLLOWED_APPS_PATH}`} target="_blank" rel="noopener noreferrer">
      查看全部
    </a>
  ) : (
    <Link to={ACCOUNT_FOLLOWED_APPS_PATH} onClick={() => setOpen(false)} data-testid="my-follows-all">
      查看全部
    </Link>
  );
  const panel = (
    <div className={styles.panel} data-testid="my-follows-panel">
      {followed.isPending ? (
        <div className={styles.state}>
          <Spin size="small" />
        </div>
      ) : followed.isError ? (
        <div className={styles.state}>加载失败，请稍后再试</div>
      ) : list.length === 0 ? (
        <div className={styles.state}>还没有关注的应用</div>
      ) : (
        list.map((app) => (
          <Link
            key={app.followId}
            className={styles.app}
            to={appPagePath(app)}
            onClick={() => setOpen(false)}
            data-testid="my-follows-app"
          >
            <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.trackId} size={32} />
            <span className={styles.name}>{app.trackName}</span>
            <span className={styles.store}>{app.platform === 'ios' ? 'iOS' : marketName(app.market)}</span>
          </Link>
        ))
      )}
      <div className={styles.footer}>
        {list.length > 0 ? allLink : <span />}
        <Button
          type="primary"
          size="small"
          onClick={() => {
            setOpen(false);
            openAddFollow();
          }}
          data-testid="my-follows-add"
        >
          添加关注
        </Button>
      </div>
    </div>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'click']}
      placement="bottom"
      arrow={false}
      content={panel}
      styles={{ container: { padding: 0, borderRadius: 10 } }}
    >
      {children}
    </Popover>
  );
}
