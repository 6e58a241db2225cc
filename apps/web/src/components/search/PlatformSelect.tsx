import { AndroidFilled, AppleFilled } from '@ant-design/icons';
import type { Platform } from '@bangyan/contract';
import { DeferredSelect, type SelectOption } from './DeferredSelect.tsx';
import styles from './SearchBox.module.css';

const OPTIONS: SelectOption<Platform>[] = [
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
export function PlatformSelect({
  value,
  onChange,
  testId = 'search-platform',
}: {
  value: Platform;
  onChange: (platform: Platform) => void;
  testId?: string;
}) {
  return (
    <DeferredSelect
      className={styles.platform}
      value={value}
      onChange={onChange}
      options={OPTIONS}
      ariaLabel="平台"
      testId={testId}
    />
  );
}
