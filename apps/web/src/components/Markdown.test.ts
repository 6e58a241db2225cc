import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.tsx';

/** The body as the browser gets it, rendered inside a router (site links are router links). */
function html(source: string): string {
  const router = createMemoryRouter([{ path: '/', element: createElement(Markdown, { source }) }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('Markdown renders stored bodies as elements', () => {
  it('draws headings, lists, bold and links, outside links in a new tab', () => {
    const out = html('## 选词\n- **品牌词**\n- [榜单](/new/ranking/index)\n\n见 [官网](https://example.com)');
    expect(out).toContain('<h2>选词</h2>');
    expect(out).toContain('<li><strong>品牌词</strong></li>');
    expect(out).toContain('<a href="/new/ranking/index"');
    expect(out).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">官网</a>');
  });

  it('leaves script tags, event attributes and javascript: links inert text', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[点我](javascript:alert(1))');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('<p>点我)</p>');
  });
});
