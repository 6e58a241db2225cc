import { useState } from 'react';
import styles from './AppIcon.module.css';

/** A few soft colours for placeholders, picked by id so an app (or a person) keeps its colour. */
const PLACEHOLDER_COLORS = ['#4f86ff', '#2fb383', '#ff8a3d', '#8c6cf2', '#f0607e', '#20a8c9', '#e6a23c'];

function colourOf(key: string): string {
  let h = 0;
  for (const c of key) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PLACEHOLDER_COLORS[h % PLACEHOLDER_COLORS.length]!;
}

/**
 * An app icon (rounded in proportion to its size) or an avatar (`round`). A lettered tile in a colour
 * of its own shows until the picture has loaded and stays when there is none or it fails (spec 8:
 * image failure shows a placeholder), so a broken picture never flashes. `appId` picks the colour
 * (the name when absent).
 */
export function AppIcon({
  src,
  name,
  appId,
  size = 40,
  round = false,
  className,
}: {
  src: string;
  name: string;
  appId?: string;
  size?: number;
  round?: boolean;
  className?: string;
}) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = { width: size, height: size, borderRadius: round ? '50%' : Math.round(size * 0.22) };
  const loaded = src !== '' && loadedSrc === src;
  return (
    <span className={`${styles.frame} ${className ?? ''}`} style={box}>
      {!loaded && (
        // The letter is drawn by CSS (attr), so it is not part of the row's text.
        <span
          className={styles.fallback}
          style={{ ...box, background: colourOf(appId ?? name), fontSize: Math.round(size * 0.42) }}
          data-letter={[...name][0] ?? 'A'}
          aria-hidden="true"
          data-testid="app-icon-fallback"
        />
      )}
      {src !== '' && failedSrc !== src && (
        <img
          className={`${styles.icon} ${loaded ? '' : styles.loading}`}
          style={box}
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
