/**
 * The small Markdown subset stored for articles and posts: paragraphs, `## ` and `### ` headings, `- ` lists,
 * `**bold**` and `[links](/path or https://…)`. Parsed into plain data that components/Markdown.tsx renders as React
 * elements: nothing stored is ever HTML, so no text can add markup, and a link whose target is not a site path or
 * an http(s) address stays plain text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean };

export type Block =
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'heading'; level: 2 | 3; inlines: Inline[] }
  | { kind: 'list'; items: Inline[][] };

/** A link target the renderer may use: a path of this site, or an http(s) address; null for anything else. */
export function safeHref(href: string): { href: string; external: boolean } | null {
  if (/^\/(?![/\\])[^\s]*$/.test(href)) return { href, external: false };
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A line's text with its bold spans and links. */
export function parseInlines(line: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += text;
    else out.push({ kind: 'text', text });
  };
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    pushText(line.slice(at, m.index));
    at = m.index + m[0].length;
    if (m[1] !== undefined) {
      out.push({ kind: 'bold', text: m[1] });
      continue;
    }
    const target = safeHref(m[3]!);
    if (target) out.push({ kind: 'link', text: m[2]!, ...target });
    else pushText(m[2]!);
  }
  pushText(line.slice(at));
  return out;
}

/** The blocks of a stored body. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    const item = /^-\s+(.+)$/.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 2 | 3, inlines: parseInlines(heading[2]!) });
    } else if (item) {
      if (paragraph.length > 0) flush();
      (list ??= []).push(parseInlines(item[1]!));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
