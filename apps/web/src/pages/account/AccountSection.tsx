import type { ReactNode } from 'react';
import styles from './Profile.module.css';

/** A titled section of an account-centre page (个人资料, 提醒设置). */
export function AccountSection({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
