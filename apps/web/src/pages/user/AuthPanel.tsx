import type { ReactNode } from 'react';
import styles from './AuthPage.module.css';

/** The centred panel of the login, register and forgot-password pages: one form, sent by Enter or its button. */
export function AuthPanel({
  testId,
  onSubmit,
  children,
}: {
  testId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <form
        className={styles.panel}
        data-testid={testId}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </div>
  );
}
