import { useState } from 'react';
import { useLocation } from 'react-router';
import { useSiteProductsQuery } from '../api/siteContent.ts';
import { Logo } from '../components/Logo.tsx';
import { usePhone } from '../lib/phone.ts';
import { HeaderSearch } from './header/HeaderSearch.tsx';
import { NavDropdown } from './header/NavDropdown.tsx';
import { PhoneMenu } from './header/PhoneMenu.tsx';
import { ProductMatrixPanel } from './header/ProductMatrixPanel.tsx';
import { RANKING_PATHS, RankingPanel } from './header/RankingPanel.tsx';
import { UserArea } from './header/UserArea.tsx';
import { useScrolledPast } from './header/useScrolledPast.ts';
import styles from './header/Header.module.css';

/** Spec 2.3 and 9: a transparent header turns opaque past this many pixels of scroll. */
export const HEADER_OPAQUE_OFFSET = 100;

type NavKey = 'matrix' | 'ranking';

/**
 * The fixed top header (spec 2.3). Over a page banner (`transparentAtTop`) it is transparent
 * with white text until the visitor scrolls past the offset; elsewhere it is always opaque. Its
 * search bar is on every page but those with a banner (Home), whose banner holds the search box.
 * On a phone the navigation and the search bar move into the menu (PhoneMenu).
 */
export function Header({ transparentAtTop }: { transparentAtTop: boolean }) {
  const scrolled = useScrolledPast(HEADER_OPAQUE_OFFSET, transparentAtTop);
  const transparent = transparentAtTop && !scrolled;
  const { pathname } = useLocation();
  const phone = usePhone();
  // The product matrix shows only when an editor has given some product a link.
  const matrix = useSiteProductsQuery().data?.matrix ?? [];
  // Spec 4: opening a dropdown makes its nav item the active one; closing clears it.
  const [openNav, setOpenNav] = useState<NavKey | null>(null);
  const setOpen = (key: NavKey) => (open: boolean) =>
    setOpenNav((current) => (open ? key : current === key ? null : current));

  return (
    <header
      className={`${styles.header} ${transparent ? styles.transparent : styles.opaque}`}
      data-testid="site-header"
      data-transparent={transparent}
    >
      <div className={styles.inner}>
        <Logo tone={transparent ? 'light' : 'dark'} testId="header-logo" />
        <nav className={styles.nav} aria-label="主导航">
          {matrix.length > 0 && (
            <NavDropdown
              label="产品矩阵"
              testId="nav-product-matrix"
              open={openNav === 'matrix'}
              active={openNav === 'matrix'}
              onOpenChange={setOpen('matrix')}
              panel={<ProductMatrixPanel products={matrix} />}
            />
          )}
          <NavDropdown
            label="榜单"
            testId="nav-ranking"
            open={openNav === 'ranking'}
            active={openNav === 'ranking' || RANKING_PATHS.has(pathname)}
            onOpenChange={setOpen('ranking')}
            panel={<RankingPanel onNavigate={() => setOpenNav(null)} />}
          />
        </nav>
        <div className={styles.spacer} />
        {!transparentAtTop && !phone && <HeaderSearch />}
        <UserArea />
        {phone && <PhoneMenu search={!transparentAtTop} />}
      </div>
    </header>
  );
}
