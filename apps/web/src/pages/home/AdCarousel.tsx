import { ADVERT_POSITION_CAROUSEL, type Advert } from '@bangyan/contract';
import { useAdvertQuery } from '../../api/content.ts';
import { AdLink } from './AdLink.tsx';
import { Carousel } from './Carousel.tsx';
import styles from './AdCarousel.module.css';

function Slide({ ad }: { ad: Advert }) {
  return (
    <AdLink url={ad.url} className={styles.slide}>
      <img className={styles.image} src={ad.image} alt={ad.description} width={1200} height={120} />
    </AdLink>
  );
}

/** Home's ad carousel (spec 2.4, 3, 7: position pc_first_ad2; loops, every 5000 ms). */
export default function AdCarousel() {
  const { data, isPending } = useAdvertQuery(ADVERT_POSITION_CAROUSEL);
  if (isPending) return <div className={`${styles.frame} ${styles.loading}`} aria-hidden="true" />;
  if (!data || data.length === 0) return null;
  return (
    <div className={styles.frame} data-testid="home-ad-carousel">
      <Carousel
        label="广告"
        nav="overlay"
        navLabel={(i) => `第${i + 1}张广告`}
        slides={data.map((ad) => (
          <Slide key={ad.id} ad={ad} />
        ))}
        testId="ad-carousel"
      />
      <span className={styles.mark}>广告</span>
    </div>
  );
}
