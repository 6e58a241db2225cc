import { COLLECTED_MARKETS, DEFAULT_MARKETS, storeLabel } from '@bangyan/contract';
import { DeferredSelect, type SelectOption } from './DeferredSelect.tsx';
import styles from './SearchBox.module.css';

/** Spec 2.5: Xiaomi, VIVO and OPPO first (the selector's defaults), then the other markets collected. */
const ORDER = [
  ...DEFAULT_MARKETS.filter((m) => COLLECTED_MARKETS.includes(m)),
  ...COLLECTED_MARKETS.filter((m) => !DEFAULT_MARKETS.includes(m)),
];
const OPTIONS: SelectOption<string>[] = ORDER.map((code) => ({ value: code, label: storeLabel('android', code) }));

/** Spec 2.5 market selector: the Android market to search (default xiaomi). */
export function MarketSelect({
  value,
  onChange,
  testId = 'search-market',
}: {
  value: string;
  onChange: (market: string) => void;
  testId?: string;
}) {
  return (
    <DeferredSelect
      className={styles.store}
      value={value}
      onChange={onChange}
      options={OPTIONS}
      ariaLabel="应用市场"
      testId={testId}
    />
  );
}
