import { Link } from 'react-router';
import { DATA_SOURCE_NOTE, FILING_LOOKUP_URL, FOOTER_COLUMNS, SITE_NAME, SITE_SLOGAN } from '@bangyan/contract';
import type { NavLink } from '@bangyan/contract';
import { useCooperateListQuery, useFriendLinkQuery } from '../api/site.ts';
import { useSiteSettingsQuery } from '../api/siteContent.ts';
import { Logo } from '../components/Logo.tsx';
import { QrCard } from '../components/QrCard.tsx';
import { chooseSiteMode, desktopChosen, phoneDevice, usePhone } from '../lib/phone.ts';
import styles from './Footer.module.css';

function FooterAnchor({ link }: { link: NavLink }) {
  return (
    <Link className={styles.link} to={link.path}>
      {link.label}
    </Link>
  );
}

/** On a phone, the way to the desktop site (电脑版), and from it back (手机版) once chosen. */
function SiteModeSwitch() {
  const phone = usePhone();
  const target = phone ? 'desktop' : phoneDevice() && desktopChosen() ? 'phone' : null;
  if (target === null) return null;
  return (
    <button type="button" className={styles.siteMode} onClick={() => chooseSiteMode(target)} data-testid="site-mode">
      {target === 'desktop' ? '电脑版' : '手机版'}
    </button>
  );
}

/** The site footer of spec 1. Its lists render from localStorage first, then from the API. */
export function Footer() {
  const { data: businessInfo = [] } = useCooperateListQuery();
  const { data: friendLinks = [] } = useFriendLinkQuery();
  const { data: settings } = useSiteSettingsQuery();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo tone="light" testId="footer-logo" />
            <p className={styles.slogan}>{SITE_SLOGAN}</p>
          </div>
          <nav className={styles.columns} aria-label="页脚导航">
            {FOOTER_COLUMNS.map((column) => (
              <section key={column.title} className={styles.column} aria-label={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.linkList}>
                  {column.links.map((link) => (
                    <li key={link.path}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          {businessInfo.length > 0 && (
            <section className={styles.contacts} aria-label="联系我们" data-testid="footer-contacts">
              <h2 className={styles.columnTitle}>联系我们</h2>
              <div className={styles.contactCards}>
                {businessInfo.map((info) => (
                  <QrCard key={info.name} info={info} size={88} tone="dark" />
                ))}
              </div>
            </section>
          )}
        </div>

        {friendLinks.length > 0 && (
          <div className={styles.friendLinks} data-testid="friend-links">
            <span className={styles.friendTitle}>友情链接</span>
            <ul className={styles.friendList}>
              {friendLinks.map((link) => (
                <li key={`${link.name}|${link.url}`}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className={styles.bottom}>
          <p className={styles.note} data-testid="data-source-note">
            {DATA_SOURCE_NOTE}
          </p>
          <p className={styles.legal}>
            <span>
              © {year} {SITE_NAME} 版权所有
            </span>
            {settings?.filing && (
              <a href={FILING_LOOKUP_URL} target="_blank" rel="noopener noreferrer" data-testid="filing">
                {settings.filing}
              </a>
            )}
            {settings?.license && <span data-testid="license">{settings.license}</span>}
            <SiteModeSwitch />
          </p>
        </div>
      </div>
    </footer>
  );
}
