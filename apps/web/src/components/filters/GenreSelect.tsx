import { Select } from 'antd';
import { GENRES, RETIRED_GENRE_IDS, type GenreKind } from '@bangyan/contract';

const GROUP_NAMES: Record<GenreKind, string> = { all: '综合', app: '应用', game: '游戏' };

/** Genres as the store's charts have them, grouped 综合 / 应用 / 游戏 (retired genres left out). */
const OPTIONS = (['all', 'app', 'game'] as const).map((kind) => ({
  label: GROUP_NAMES[kind],
  options: GENRES.filter((g) => g.kind === kind && !RETIRED_GENRE_IDS.has(g.id)).map((g) => ({
    value: g.id,
    label: g.name,
  })),
}));

/** Picks one genre id; `only` narrows the choice (e.g. to 0 / 6014 / 5000). */
export function GenreSelect({
  value,
  onChange,
  only,
}: {
  value: number;
  onChange: (genre: number) => void;
  only?: readonly number[];
}) {
  const options = only
    ? OPTIONS.map((g) => ({ ...g, options: g.options.filter((o) => only.includes(o.value)) })).filter(
        (g) => g.options.length > 0,
      )
    : OPTIONS;
  return (
    <Select
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 150 }}
      popupMatchSelectWidth={false}
      data-testid="genre-select"
    />
  );
}
