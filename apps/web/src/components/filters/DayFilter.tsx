import { Filter } from '../page/DataPage.tsx';
import { DayPicker } from './DayPicker.tsx';
import styles from './DayFilter.module.css';

/**
 * A day filter ('YYYYMMDD'; '' = the default day, left out of the address): a calendar up to
 * `today` (the market's) showing `value`, else `fallback` (default: today); a placeholder of the
 * calendar's size until today is known.
 */
export function DayFilter({
  label = '日期',
  value,
  fallback,
  today,
  onChange,
  testId,
}: {
  label?: string;
  value: string;
  fallback?: string;
  today: string | undefined;
  onChange: (day: string) => void;
  testId?: string;
}) {
  const otherwise = fallback ?? today;
  const day = value || otherwise;
  return (
    <Filter label={label}>
      <span data-testid={testId}>
        {today && day ? (
          <DayPicker value={day} max={today} onChange={(d) => onChange(d === otherwise ? '' : d)} />
        ) : (
          <span className={styles.pickerPlaceholder} />
        )}
      </span>
    </Filter>
  );
}
