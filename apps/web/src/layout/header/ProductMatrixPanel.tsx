import { SITE_NAME, type SiteProduct } from '@bangyan/contract';
import styles from './Header.module.css';

/** Two characters after the brand prefix: several products share their first one (创作, 创意). */
const iconText = (name: string) => (name.startsWith(SITE_NAME) ? name.slice(SITE_NAME.length) : name).slice(0, 2);

/** Spec 1: the provider's products an editor has given a link (内容 → 产品矩阵), each opening in a new window. */
export function ProductMatrixPanel({ products }: { products: readonly SiteProduct[] }) {
  return (
    <div className={styles.matrix} data-testid="product-matrix-panel">
      <div className={styles.panelTitle}>产品矩阵</div>
      <ul className={styles.matrixGrid}>
        {products.map((product) => (
          <li key={product.id}>
            <a className={styles.matrixItem} href={product.url} target="_blank" rel="noopener noreferrer">
              <span className={styles.matrixIcon} aria-hidden="true">
                {iconText(product.name)}
              </span>
              <span className={styles.matrixText}>
                <span className={styles.matrixName}>{product.name}</span>
                <span className={styles.matrixDesc}>{product.desc}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
