import { SIBLING_PRODUCTS, SITE_NAME } from '@bangyan/contract';
import { config } from '../../config.ts';
import styles from './Header.module.css';

/** Two characters after the brand prefix: several products share their first one (创作, 创意). */
const iconText = (name: string) => (name.startsWith(SITE_NAME) ? name.slice(SITE_NAME.length) : name).slice(0, 2);

/** Spec 1: the provider's sibling products, each opening in a new window. */
export function ProductMatrixPanel() {
  return (
    <div className={styles.matrix} data-testid="product-matrix-panel">
      <div className={styles.panelTitle}>产品矩阵</div>
      <ul className={styles.matrixGrid}>
        {SIBLING_PRODUCTS.map((product) => (
          <li key={product.key}>
            <a
              className={styles.matrixItem}
              href={`${config.providerHost}/${product.key}`}
              target="_blank"
              rel="noopener noreferrer"
            >
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
