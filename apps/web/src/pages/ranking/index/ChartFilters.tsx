import { Select } from 'antd';
import { useBangPointQuery, useGenreListQuery } from '../../../api/ranking.ts';
import { DayPicker } from '../../../components/filters/DayPicker.tsx';
import { GenreSelect } from '../../../components/filters/GenreSelect.tsx';
import { Filter } from '../../../components/page/DataPage.tsx';
import { CountryFilter } from '../../../components/filters/CountryFilter.tsx';
import type { RankingChartType } from '@bangyan/contract';
import styles from './RankIndex.module.css';

export interface ChartView {
  genre: number;
  country: string;
  /** 'YYYYMMDD'; '' = today. */
  date: string;
  /** 'HH:mm'; '' = the day's latest snapshot. */
  time: string;
  type: RankingChartType;
}

/**
 * A chart view's filters: storefront, genre (those the storefront has charts of), day (up to the
 * market's `today`) and snapshot time (the chart's times that day, spec 7 point). Changing the
 * day forgets the time; `latestLabel` names the default time.
 */
export function ChartFilters({
  view,
  today,
  set,
  latestLabel,
}: {
  view: ChartView;
  today: string | undefined;
  set: (changes: Partial<ChartView>) => void;
  latestLabel: string;
}) {
  const genres = useGenreListQuery(view.country).data?.list;
  const points = useBangPointQuery({
    genre: view.genre,
    country: view.country,
    type: view.type,
    date: view.date || undefined,
  });
  const day = view.date || today;
  return (
    <>
      <CountryFilter value={view.country} onChange={(country) => set({ country })} />
      <Filter label="分类">
        <GenreSelect
          value={view.genre}
          onChange={(genre) => set({ genre })}
          only={genres && genres.length > 0 ? genres.map((g) => g.genre) : undefined}
        />
      </Filter>
      <Filter label="日期">
        {today && day ? (
          <DayPicker value={day} max={today} onChange={(date) => set({ date: date === today ? '' : date, time: '' })} />
        ) : (
          <span className={styles.pickerPlaceholder} />
        )}
      </Filter>
      <Filter label="时间">
        <Select
          value={view.time}
          onChange={(time) => set({ time })}
          options={[
            { value: '', label: latestLabel },
            ...(points.data?.list ?? []).map((t) => ({ value: t, label: t })),
          ]}
          loading={points.isFetching}
          showSearch
          style={{ width: 110 }}
          data-testid="time-select"
        />
      </Filter>
    </>
  );
}
