-- The blog and 运营圈 pages (spec 2.1, 2.2: /blog, /blog/{id}.html, /yunyingquan, /yunyingquan/{ID}.html):
-- an article's body and category, a 运营圈 post's body and author. Bodies are a small Markdown subset
-- (paragraphs, ## and ### headings, - lists, **bold**, [links](...)) the web renders as elements, never as HTML.

ALTER TABLE articles
  ADD COLUMN body text NOT NULL DEFAULT '' CHECK (length(body) <= 50000),
  -- The blog's tab; NULL until an editor files the article (it then shows under 全部 only).
  ADD COLUMN category text CHECK (length(category) BETWEEN 1 AND 20);
CREATE INDEX articles_category_idx ON articles (category, published_at DESC, id DESC);

ALTER TABLE news
  ADD COLUMN body text NOT NULL DEFAULT '' CHECK (length(body) <= 50000),
  -- Who wrote the post, shown beside its date; empty when unknown.
  ADD COLUMN author text NOT NULL DEFAULT '' CHECK (length(author) <= 50);

-- The articles' pages are this site's /blog/{id}.html now: the demo rows seeded with the former
-- provider-site paths point at their own pages. Rows an operator changed keep their url.
UPDATE articles SET url = '/blog/' || id || '.html'
WHERE (guid, url) IN (
  ('blog-20261', '/blog/20261.html'),
  ('blog-20258', '/blog/20258.html'),
  ('blog-20252', '/blog/20252.html'),
  ('blog-20247', '/blog/20247.html'),
  ('blog-20240', '/blog/20240.html')
);
