import { Segmented } from 'antd';
import { ANDROID_APP_SPANS } from '@bangyan/contract';
import { SPAN_LABELS } from './androidParams.ts';

type Span = (typeof ANDROID_APP_SPANS)[number];

/** The switch of an Android app page's history span (7, 30 or 90 days). */
export function SpanSwitch({ value, onChange }: { value: number; onChange: (days: Span) => void }) {
  return (
    <Segmented<Span>
      value={value as Span}
      onChange={onChange}
      options={ANDROID_APP_SPANS.map((n) => ({ value: n, label: SPAN_LABELS[n] }))}
      data-testid="android-days"
    />
  );
}
