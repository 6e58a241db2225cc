import type { ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { loadPopover, useDeferredOverlay } from '../../lib/deferred.ts';
import styles from './Header.module.css';

interface NavDropdownProps {
  label: string;
  /** Highlighted: its dropdown is open, or the current page belongs to it. */
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panel: ReactNode;
  testId: string;
}

/** A header nav item whose panel opens on hover (and on click, for touch and keyboard users). */
export function NavDropdown({ label, active, open, onOpenChange, panel, testId }: NavDropdownProps) {
  // The Popover's code comes after the first paint; the button shows at once.
  const [antd, intent] = useDeferredOverlay(loadPopover, onOpenChange, true);
  const button = (
    <button
      type="button"
      className={`${styles.navItem} ${active ? styles.navItemActive : ''}`}
      aria-haspopup="true"
      aria-expanded={open}
      data-testid={testId}
      {...intent}
    >
      {label}
      <DownOutlined className={`${styles.navArrow} ${open ? styles.navArrowOpen : ''}`} />
    </button>
  );
  if (!antd) return button;
  return (
    // A Popover rather than antd's Dropdown: the panels are not menus, and Dropdown would bring
    // the whole Menu component.
    <antd.Popover
      open={open}
      onOpenChange={(next) => onOpenChange(next)}
      trigger={['hover', 'click']}
      placement="bottomLeft"
      arrow={false}
      content={<div className={styles.panel}>{panel}</div>}
      styles={{ container: { padding: 0, borderRadius: 10 } }}
      mouseEnterDelay={0.05}
    >
      {button}
    </antd.Popover>
  );
}
