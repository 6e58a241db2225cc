import { FireFilled, PlayCircleFilled, TeamOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import type { SiteProduct } from '@bangyan/contract';
import styles from './UpgradeDialog.module.css';

/** Browser storage key set once the upgrade dialog was closed (or followed), so it shows once. */
export const UPGRADE_DIALOG_STORAGE_KEY = 'home_upgrade_dialog';

/** The features' marks, in turn (the features themselves are the games site's, edited in the console). */
const FEATURE_ICONS = [<PlayCircleFilled key="play" />, <TeamOutlined key="team" />, <FireFilled key="fire" />];

/** The dialog's picture: a game pad over the brand gradient, with the site's name and words. */
function Art({ site }: { site: SiteProduct }) {
  return (
    <svg className={styles.art} viewBox="0 0 480 170" aria-hidden="true">
      <defs>
        <linearGradient id="upgrade-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3f8cff" />
          <stop offset="1" stopColor="#6a3de8" />
        </linearGradient>
        <linearGradient id="upgrade-pad" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="#dfe8ff" />
        </linearGradient>
      </defs>
      <rect width="480" height="170" fill="url(#upgrade-bg)" />
      <circle cx="430" cy="10" r="90" fill="#fff" fillOpacity="0.08" />
      <circle cx="40" cy="170" r="70" fill="#fff" fillOpacity="0.07" />
      <g transform="translate(352 56) scale(0.8)">
        <path
          d={[
            'M22 8 H98 C120 8 130 30 134 52 L140 82 C143 98 128 106 116 96 L96 78',
            'H24 L4 96 C-8 106 -23 98 -20 82 L-14 52 C-10 30 0 8 22 8 Z',
          ].join(' ')}
          fill="url(#upgrade-pad)"
        />
        <rect x="18" y="34" width="30" height="9" rx="3" fill="#3f6cf0" />
        <rect x="28.5" y="23.5" width="9" height="30" rx="3" fill="#3f6cf0" />
        <circle cx="96" cy="30" r="7" fill="#ff6b6b" />
        <circle cx="110" cy="44" r="7" fill="#ffc233" />
        <circle cx="82" cy="44" r="7" fill="#36d1a0" />
        <circle cx="96" cy="58" r="7" fill="#a66bff" />
      </g>
      <text x="36" y="70" fill="#fff" fontSize="30" fontWeight="800">
        {`${site.name} 全新升级`}
      </text>
      <text x="36" y="104" fill="#fff" fillOpacity="0.88" fontSize="15">
        {site.desc}
      </text>
    </svg>
  );
}

/**
 * Home's upgrade dialog (spec 2.4): announces the games site and its features (内容 → 产品矩阵, its link set). Its button opens the site
 * in a new tab; closing it (or following it) is remembered; an outside click does not close it.
 */
export function UpgradeDialog({ site, open, onClose }: { site: SiteProduct; open: boolean; onClose: () => void }) {
  const href = site.url;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={480}
      title={null}
      mask={{ closable: false }}
      classNames={{ container: styles.container, close: styles.close }}
    >
      <div data-testid="upgrade-dialog">
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          className={styles.artLink}
          tabIndex={-1}
        >
          <Art site={site} />
        </a>
        <div className={styles.body}>
          {site.features.length > 0 && (
            <ul className={styles.features}>
              {site.features.map((f, i) => (
                <li key={f.title} className={styles.feature}>
                  <span className={styles.featureIcon}>{FEATURE_ICONS[i % FEATURE_ICONS.length]}</span>
                  <span>
                    <span className={styles.featureTitle}>{f.title}</span>
                    <span className={styles.featureText}>{f.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <a
            className={styles.cta}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            data-testid="upgrade-dialog-cta"
          >
            立即体验
          </a>
        </div>
      </div>
    </Modal>
  );
}
