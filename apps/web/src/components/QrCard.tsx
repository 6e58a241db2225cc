import type { BusinessInfo } from '@bangyan/contract';
import styles from './QrCard.module.css';

/** A business-info item (spec 3): its QR code (when an editor has uploaded one), name and description. */
export function QrCard({
  info,
  size = 96,
  tone = 'light',
}: {
  info: BusinessInfo;
  size?: number;
  tone?: 'light' | 'dark';
}) {
  return (
    <figure className={`${styles.card} ${tone === 'dark' ? styles.dark : ''}`} data-testid="qr-card">
      {info.img && (
        <img
          className={styles.qr}
          src={info.img}
          alt={`${info.name}二维码`}
          width={size}
          height={size}
          loading="lazy"
        />
      )}
      <figcaption>
        <div className={styles.name}>{info.name}</div>
        {info.description && <div className={styles.description}>{info.description}</div>}
      </figcaption>
    </figure>
  );
}
