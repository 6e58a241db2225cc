import type { Partner, Testimonial } from '@bangyan/contract';
import { usePartnersQuery, useTestimonialsQuery } from '../../api/content.ts';
import { Carousel } from './Carousel.tsx';
import { AppIcon } from '../../components/AppIcon.tsx';
import { HomeSection } from './HomeSection.tsx';
import styles from './Testimonials.module.css';

/** Quotes shown side by side on one slide. */
const PER_SLIDE = 3;

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function QuoteCard({ item }: { item: Testimonial }) {
  return (
    <figure className={styles.card} data-testid="testimonial">
      <span className={styles.mark} aria-hidden="true">
        “
      </span>
      <blockquote className={styles.quote}>{item.quote}</blockquote>
      <figcaption className={styles.person}>
        <AppIcon src={item.avatar} name={item.name} size={44} round />
        <span>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.role}>{[item.company, item.title].filter(Boolean).join(' · ')}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = (
    <img className={styles.logo} src={partner.logo} alt={partner.name} width={220} height={64} loading="lazy" />
  );
  return (
    <li className={styles.partner}>
      {partner.url ? (
        <a href={partner.url} target="_blank" rel="noopener noreferrer" title={partner.name}>
          {logo}
        </a>
      ) : (
        logo
      )}
    </li>
  );
}

/** Industry figures' words as a carousel (spec 2.4, 9: 5000 ms), with the partner logos below. */
export default function Testimonials() {
  const quotes = useTestimonialsQuery();
  const partners = usePartnersQuery();
  const slides = chunk(quotes.data ?? [], PER_SLIDE);
  if (!quotes.isPending && slides.length === 0 && (partners.data ?? []).length === 0) return null;

  return (
    <HomeSection section="testimonials">
      {quotes.isPending ? (
        <div className={styles.loading} />
      ) : (
        slides.length > 0 && (
          <Carousel
            label="行业大咖说"
            navLabel={(i) => `第${i + 1}组`}
            testId="testimonial-carousel"
            slides={slides.map((group, i) => (
              <div key={i} className={styles.slide}>
                {group.map((item) => (
                  <QuoteCard key={item.id} item={item} />
                ))}
              </div>
            ))}
          />
        )
      )}
      {(partners.data ?? []).length > 0 && (
        <div className={styles.partners} data-testid="partners">
          <h3 className={styles.partnersTitle}>合作伙伴</h3>
          <ul className={styles.partnerList}>
            {(partners.data ?? []).map((p) => (
              <PartnerLogo key={p.name} partner={p} />
            ))}
          </ul>
        </div>
      )}
    </HomeSection>
  );
}
