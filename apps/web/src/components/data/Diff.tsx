import styles from './Table.module.css';

/** A signed change next to a figure: +12 red, -3 green, nothing for 0. */
export function Diff({ value }: { value: number }) {
  if (value === 0) return null;
  return <span className={value > 0 ? styles.diffUp : styles.diffDown}>{value > 0 ? `+${value}` : value}</span>;
}
