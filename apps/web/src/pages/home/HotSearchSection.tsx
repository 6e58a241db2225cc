import { AsoIndexCard } from './AsoIndexCard.tsx';
import { HomeSection } from './HomeSection.tsx';
import { HotSearchCard } from './HotSearchCard.tsx';
import styles from './HotSearchSection.module.css';
import { SoaringCard } from './SoaringCard.tsx';

/** Spec 2.4: the hot search block, with the ASO index top 5 and 24 h soaring beside it, in one row. */
export function HotSearchSection() {
  return (
    <HomeSection section="hotSearch" extra={<span>中国区 App Store</span>}>
      <div className={styles.row}>
        <HotSearchCard />
        <AsoIndexCard />
        <SoaringCard />
      </div>
    </HomeSection>
  );
}
