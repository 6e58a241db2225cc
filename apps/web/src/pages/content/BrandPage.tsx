import { Link } from 'react-router';
import { Button, Timeline } from 'antd';
import { BRAND_ABOUT_PATH, BRAND_PATH, type BrandProduct } from '@bangyan/contract';
import { useBrandQuery } from '../../api/contentPages.ts';
import { blockOf, BlockSection, Hero } from './PageBlocks.tsx';
import { ContentState } from './ContentState.tsx';
import styles from './Content.module.css';

/** A product's link: a path of this site, or an outside address in a new tab. */
function ProductLink({ product }: { product: BrandProduct }) {
  if (product.url === '') return null;
  return product.url.startsWith('/') ? (
    <Link to={product.url}>了解更多</Link>
  ) : (
    <a href={product.url} target="_blank" rel="noopener noreferrer">
      了解更多
    </a>
  );
}

/** /brand: what 榜眼 is, its promise and its products. */
export function BrandPage() {
  const query = useBrandQuery({});
  return (
    <ContentState query={query}>
      {({ blocks, products }) => (
        <div className={styles.page} data-testid="brand-page">
          <Hero block={blockOf(blocks, 'intro')}>
            <Link to={BRAND_ABOUT_PATH}>
              <Button type="primary" size="large">
                品牌故事与发展历程
              </Button>
            </Link>
          </Hero>
          <BlockSection block={blockOf(blocks, 'promise')} />
          <section className={styles.section} data-testid="brand-products">
            <h2 className={styles.sectionTitle}>旗下产品</h2>
            <div className={styles.cards}>
              {products.map((p) => (
                <article key={p.id} className={styles.card} data-testid="brand-product">
                  <h3 className={styles.cardTitle}>{p.name}</h3>
                  <p className={styles.cardText}>{p.description}</p>
                  <ProductLink product={p} />
                </article>
              ))}
            </div>
          </section>
        </div>
      )}
    </ContentState>
  );
}

/** 'YYYY-MM' as 'YYYY年M月'. */
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** /brand/about: the brand's story and its history, oldest first. */
export function BrandAboutPage() {
  const query = useBrandQuery({});
  return (
    <ContentState query={query}>
      {({ blocks, milestones }) => (
        <div className={styles.page} data-testid="brand-about-page">
          <Hero block={blockOf(blocks, 'story')}>
            <Link to={BRAND_PATH}>
              <Button size="large">返回品牌首页</Button>
            </Link>
          </Hero>
          <section className={styles.section} data-testid="brand-milestones">
            <h2 className={styles.sectionTitle}>发展历程</h2>
            <Timeline
              items={milestones.map((m) => ({
                key: m.id,
                children: (
                  <div data-testid="brand-milestone">
                    <p className={styles.cardMeta}>{monthLabel(m.month)}</p>
                    <h3 className={styles.cardTitle}>{m.title}</h3>
                    <p className={styles.cardText}>{m.description}</p>
                  </div>
                ),
              }))}
            />
          </section>
          <BlockSection block={blockOf(blocks, 'promise')} />
        </div>
      )}
    </ContentState>
  );
}
