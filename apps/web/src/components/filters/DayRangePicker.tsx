import { DatePicker } from 'antd';
import { dayjs, type Dayjs } from '../../lib/dayjs.ts';
import { MONITOR_RANGE_MAX_DAYS } from '@bangyan/contract';

const YMD = 'YYYYMMDD';

/**
 * A range of China days ('YYYYMMDD' each) up to `max` (the market's today), at most
 * MONITOR_RANGE_MAX_DAYS long as the API takes it (clear-chart's date1..date2).
 */
export function DayRangePicker({
  from,
  to,
  max,
  onChange,
}: {
  from: string;
  to: string;
  max: string;
  onChange: (from: string, to: string) => void;
}) {
  const maxDay = dayjs(max, YMD);
  return (
    <DatePicker.RangePicker
      value={[dayjs(from, YMD), dayjs(to, YMD)]}
      onChange={(days: [Dayjs | null, Dayjs | null] | null) => {
        if (days?.[0] && days[1]) onChange(days[0].format(YMD), days[1].format(YMD));
      }}
      allowClear={false}
      format="YYYY-MM-DD"
      disabledDate={(d, { from: start }) =>
        d.isAfter(maxDay, 'day') || (start !== undefined && Math.abs(d.diff(start, 'day')) >= MONITOR_RANGE_MAX_DAYS)
      }
      style={{ width: 260 }}
      data-testid="range-picker"
    />
  );
}
