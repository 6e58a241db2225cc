import type { ReactNode } from 'react';
import { Select } from 'antd';
import { AndroidFilled, AppleFilled } from '@ant-design/icons';
import type { Platform } from '@bangyan/contract';
import styles from './SearchBox.module.css';

const OPTIONS: { value: Platform; label: ReactNode; title: string }[] = [
  {
    value: 'ios',
    title: 'iOS',
    label: (
      <span className={styles.option}>
        <AppleFilled /> iOS
      </span>
    ),
  },
  {
    value: 'android',
    title: 'Android',
    label: (
      <span className={styles.option}>
        <AndroidFilled className={styles.android} /> Android
      </span>
    ),
  },
];

/** Spec 2.3, 2.4: the search box's platform, iOS or Android. */
export function PlatformSelect({ value, onChange }: { value: Platform; onChange: (platform: Platform) => void }) {
  return (
    <Select<Platform>
      className={styles.platform}
      variant="borderless"
      value={value}
      onChange={onChange}
      options={OPTIONS}
      popupMatchSelectWidth={false}
      aria-label="平台"
      data-testid="search-platform"
    />
  );
}
