import { Filter } from '../page/DataPage.tsx';
import { GenreSelect } from './GenreSelect.tsx';

/** The genre filter. */
export function GenreFilter({
  label = '分类',
  value,
  onChange,
}: {
  label?: string;
  value: number;
  onChange: (genre: number) => void;
}) {
  return (
    <Filter label={label}>
      <GenreSelect value={value} onChange={onChange} />
    </Filter>
  );
}
