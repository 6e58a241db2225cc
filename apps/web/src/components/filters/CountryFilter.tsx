import { Filter } from '../page/DataPage.tsx';
import { CountryPicker } from '../search/CountryPicker.tsx';

/** The storefront filter. */
export function CountryFilter({ value, onChange }: { value: string; onChange: (country: string) => void }) {
  return (
    <Filter label="国家/地区">
      <CountryPicker value={value} onChange={onChange} />
    </Filter>
  );
}
