import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { AppPanel as Panel, FollowedApp } from '@bangyan/contract';
import { AppPanel } from './AppPanel.tsx';
import styles from './Follows.module.css';
import { AppIcon } from '../../../components/AppIcon.tsx';

/** Spec 2.4, 9: the swiper shows 7 apps per view and moves 7 at a time, 15 px apart. */
export const SWIPER_PER_VIEW = 7;
export const SWIPER_SPACING_PX = 15;

/** Chart mode: the followed (or demo) apps in a swiper; the selected one's panel below. */
export default function ChartMode({
  apps,
  loggedIn,
  onApplyLink,
}: {
  apps: FollowedApp[];
  loggedIn: boolean;
  onApplyLink: (panel: Panel, platform: 'ios' | 'android') => void;
}) {
  const [selected, setSelected] = useState(0);
  const app = apps[Math.min(selected, apps.length - 1)];
  return (
    <div className={styles.chartMode}>
      <Swiper
        modules={[Navigation]}
        slidesPerView={SWIPER_PER_VIEW}
        slidesPerGroup={SWIPER_PER_VIEW}
        spaceBetween={SWIPER_SPACING_PX}
        navigation={apps.length > SWIPER_PER_VIEW}
        className={styles.swiper}
        data-testid="follow-swiper"
      >
        {apps.map((a, i) => (
          <SwiperSlide key={`${a.market} ${a.country} ${a.trackId}`}>
            <button
              type="button"
              className={`${styles.slide} ${i === selected ? styles.slideActive : ''}`}
              onClick={() => setSelected(i)}
              data-testid="follow-slide"
            >
              <AppIcon src={a.artworkUrl60} name={a.trackName} appId={a.trackId} size={52} />
              <span data-testid="slide-name">{a.trackName}</span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      {app && <AppPanel app={app} loggedIn={loggedIn} onApplyLink={onApplyLink} />}
    </div>
  );
}
