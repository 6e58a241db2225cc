import type { ReactNode } from 'react';
import { HOME_SECTIONS, type HomeSectionKey } from './homeSections.ts';
import styles from './HomeSection.module.css';

/**
 * One Home section: the page-width frame with its anchor id, its title, an optional line beside
 * the title (tabs, links, a tooltip) and its content.
 */
export function HomeSection({
  section,
  extra,
  children,
  title,
}: {
  section: HomeSectionKey;
  extra?: ReactNode;
  children: ReactNode;
  title?: ReactNode;
}) {
  const { id, title: defaultTitle } = HOME_SECTIONS[section];
  return (
    <section id={id} className={styles.section} data-testid={`home-${id}`} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title ?? defaultTitle}
        </h2>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      {children}
    </section>
  );
}
