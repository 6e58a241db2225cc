import type { ReactNode } from 'react';
import styles from './Account.module.css';

/** One account-centre page: its title, what sits at the title's right (`extra`), and its content. */
export function AccountPanel({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.panel} data-testid={testId}>
      <header className={styles.panelHead}>
        <h1 className={styles.panelTitle}>{title}</h1>
        {extra}
      </header>
      {children}
    </section>
  );
}
