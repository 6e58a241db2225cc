import { useMemo } from 'react';
import { DatePicker } from 'antd';
import { dayjs, type Dayjs } from '../../lib/dayjs.ts';

const YMD = 'YYYYMMDD';

/**
 * A China day as the API takes it ('YYYYMMDD'), picked from a calendar up to `max` (the market's
 * today). Days before what the user's tier may see stay pickable: the server answers with the limit
 * dialog and the way up, which says more than a greyed-out day would.
 */
export function DayPicker({ value, onChange, max }: { value: string; onChange: (day: string) => void; max: string }) {
  // Stable values: a new one on every render would reset what the user is typing.
  const day = useMemo(() => dayjs(value, YMD), [value]);
  const maxDay = useMemo(() => dayjs(max, YMD), [max]);
  return (
    <DatePicker
      value={day}
      onChange={(d: Dayjs | null) => d && onChange(d.format(YMD))}
      allowClear={false}
      format="YYYY-MM-DD"
      disabledDate={(d) => d.isAfter(maxDay, 'day')}
      style={{ width: 140 }}
      data-testid="day-picker"
    />
  );
}
