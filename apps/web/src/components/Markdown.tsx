import { Link } from 'react-router';
import { parseMarkdown, type Inline } from '../lib/markdown.ts';
import styles from './Markdown.module.css';

/** A line's text, bold spans and links as elements; an outside link opens in a new tab. */
export function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((inline, i) => {
    if (inline.kind === 'bold') return <strong key={i}>{inline.text}</strong>;
    if (inline.kind === 'text') return inline.text;
    return inline.external ? (
      <a key={i} href={inline.href} target="_blank" rel="noopener noreferrer nofollow">
        {inline.text}
      </a>
    ) : (
      <Link key={i} to={inline.href}>
        {inline.text}
      </Link>
    );
  });
}

/** A stored body (lib/markdown.ts's subset) rendered as React elements, never as HTML. */
export function Markdown({ source, testId }: { source: string; testId?: string }) {
  return (
    <div className={styles.body} data-testid={testId}>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return (
            <Heading key={i}>
              <Inlines inlines={block.inlines} />
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </div>
  );
}
