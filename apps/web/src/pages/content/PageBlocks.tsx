import type { PageBlock } from '@bangyan/contract';
import { Markdown } from '../../components/Markdown.tsx';
import styles from './Content.module.css';

/** The block of `key`, if the page has one. */
export const blockOf = (blocks: readonly PageBlock[], key: string) => blocks.find((b) => b.key === key);

/** A page's opening block as its banner: the title, the body and the page's actions. */
export function Hero({ block, children }: { block: PageBlock | undefined; children?: React.ReactNode }) {
  if (!block) return null;
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <h1 className={styles.heroTitle}>{block.title}</h1>
        <Markdown source={block.body} testId={`block-${block.key}`} />
        {children && <div className={styles.heroActions}>{children}</div>}
      </div>
    </header>
  );
}

/** A block as a section with its title. */
export function BlockSection({ block, id }: { block: PageBlock | undefined; id?: string }) {
  if (!block) return null;
  return (
    <section className={styles.section} id={id}>
      <h2 className={styles.sectionTitle}>{block.title}</h2>
      <Markdown source={block.body} testId={`block-${block.key}`} />
    </section>
  );
}
