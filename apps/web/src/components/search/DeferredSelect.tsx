import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';
import styles from './SearchBox.module.css';

// antd's Select, with the form, input and virtual-list code it brings, is fetched on first use.
const loadSelect = () => import('./antdSelect.ts');
const Select = lazy(loadSelect);

export interface SelectOption<V extends string> {
  value: V;
  label: ReactNode;
  title?: string;
}

interface DeferredSelectProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  options: SelectOption<V>[];
  className?: string;
  ariaLabel: string;
  testId: string;
}

/**
 * A borderless antd Select whose code stays out of the first screen's JavaScript. Until it is first
 * opened, a button showing the chosen option stands in, laid out and styled as the closed Select;
 * opening it (click, Enter, Space, an arrow key) fetches antd's Select and shows it open and
 * focused, so pointer and keyboard use go on in antd's list. Pointing at it or focusing it starts
 * the fetch early.
 */
export function DeferredSelect<V extends string>({
  value,
  onChange,
  options,
  className,
  ariaLabel,
  testId,
}: DeferredSelectProps<V>) {
  const [opened, setOpened] = useState(false);
  const standIn = (
    <button
      type="button"
      className={`${className ?? ''} ${styles.standIn}`}
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-label={ariaLabel}
      data-testid={testId}
      onPointerEnter={() => void loadSelect()}
      onFocus={() => void loadSelect()}
      onClick={() => setOpened(true)}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        e.preventDefault();
        setOpened(true);
      }}
    >
      <span className={styles.standInLabel}>{options.find((o) => o.value === value)?.label ?? value}</span>
      <DownOutlined className={styles.standInArrow} />
    </button>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Select
        className={className}
        variant="borderless"
        value={value}
        onChange={(next) => onChange(next as V)}
        options={options}
        popupMatchSelectWidth={false}
        aria-label={ariaLabel}
        data-testid={testId}
        defaultOpen
        autoFocus
      />
    </Suspense>
  );
}
