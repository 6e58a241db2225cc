import { useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { useDeferredOverlay } from '../../lib/deferred.ts';
import styles from './MyFollows.module.css';

// The dropdown (antd's Popover, Spin and Button with it) comes after the first paint.
const loadPopover = () => import('./MyFollowsPopover.tsx');

/** Spec 2.3 My Follows: the trigger at once, its dropdown (MyFollowsPopover) once its code is there. */
export function MyFollows() {
  const [open, setOpen] = useState(false);
  const [module, intent] = useDeferredOverlay(loadPopover, setOpen, true);
  const Popover = module?.default;
  const trigger = (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="true"
      aria-expanded={open}
      data-testid="my-follows"
      {...intent}
    >
      我的关注
      <DownOutlined className={styles.arrow} />
    </button>
  );
  if (!Popover) return trigger;
  return (
    <Popover open={open} setOpen={setOpen}>
      {trigger}
    </Popover>
  );
}
