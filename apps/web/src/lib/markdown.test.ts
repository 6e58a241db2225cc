import { describe, expect, it } from 'vitest';
import { parseInlines, parseMarkdown, safeHref } from './markdown.ts';

describe('the stored Markdown subset', () => {
  it('reads paragraphs, headings, lists, bold and links', () => {
    const source = '第一段\n接着一行\n\n## 标题\n- **要点**：一\n- 见 [榜单](/new/ranking/index)\n### 小节\n结尾';
    expect(parseMarkdown(source)).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '第一段 接着一行' }] },
      { kind: 'heading', level: 2, inlines: [{ kind: 'text', text: '标题' }] },
      {
        kind: 'list',
        items: [
          [
            { kind: 'bold', text: '要点' },
            { kind: 'text', text: '：一' },
          ],
          [
            { kind: 'text', text: '见 ' },
            { kind: 'link', text: '榜单', href: '/new/ranking/index', external: false },
          ],
        ],
      },
      { kind: 'heading', level: 3, inlines: [{ kind: 'text', text: '小节' }] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '结尾' }] },
    ]);
  });

  it('keeps only site paths and http(s) addresses as link targets', () => {
    expect(safeHref('/blog/1.html')).toEqual({ href: '/blog/1.html', external: false });
    expect(safeHref('https://example.com/a?b=1')).toEqual({ href: 'https://example.com/a?b=1', external: true });
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.com', '/\\evil.com']) {
      expect(safeHref(bad)).toBeNull();
    }
    expect(parseInlines('点[这里](javascript:alert(1))吧')).toEqual([{ kind: 'text', text: '点这里)吧' }]);
  });

  it('treats markup as text: a # heading, a script tag, a lone list marker', () => {
    expect(parseMarkdown('# 一级\n<script>alert(1)</script>\n-无空格')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '# 一级 <script>alert(1)</script> -无空格' }] },
    ]);
  });
});
