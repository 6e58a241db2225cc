import { useMemo, useState } from 'react';
import { Modal, Segmented } from 'antd';
import { COVER_HISTORY_SPANS, type coverSearchHistory, type DataOf } from '@bangyan/contract';
import { useCoverSearchHistoryQuery } from '../../../api/appCoverage.ts';
import { ChartBox } from '../../../components/charts/ChartBox.tsx';
import { rankLinesOption } from '../../../components/charts/chartOptions.ts';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import type { CoverSpan } from './CoverHistory.tsx';

/** The rank as a step line on a time axis (China times), a gap where the app was not in the results. */
function rankOption(h: DataOf<typeof coverSearchHistory>) {
  const option = rankLinesOption(
    h.points.map((p) => Date.parse(`${p.time.replace(' ', 'T')}:00+08:00`)),
    [{ name: h.keyword ?? '', ranks: h.points.map((p) => p.rank) }],
  );
  // Room below the lowest rank, so a flat line does not sit on the axis.
  const yAxis = { ...(option.yAxis as object), max: (extent: { max: number }) => Math.max(extent.max + 1, 5) };
  return { ...option, yAxis, series: (option.series as object[]).map((s) => ({ ...s, step: 'end' })) };
}

/**
 * One keyword's rank for the app over 7, 30 or 90 days (coverSearchHistory): its rank at the
 * span's start and at every change of the keyword's results since.
 */
export function KeywordRankModal({
  appId,
  country,
  keyword,
  onClose,
}: {
  appId: string;
  country: string;
  keyword: { id: number; text: string } | null;
  onClose: () => void;
}) {
  const [days, setDays] = useState<CoverSpan>(7);
  const history = useViewAnswer(
    useCoverSearchHistoryQuery({ appId, country, keywordId: keyword?.id ?? 0, days }, keyword !== null),
  );
  const data = history.data;
  const option = useMemo(() => (data && data.points.some((p) => p.rank !== null) ? rankOption(data) : null), [data]);
  return (
    <Modal
      open={keyword !== null}
      title={`「${keyword?.text ?? ''}」排名趋势`}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="keyword-rank-modal">
        <Segmented<CoverSpan>
          value={days}
          onChange={setDays}
          options={COVER_HISTORY_SPANS.map((n) => ({ value: n, label: `近${n}天` }))}
          data-testid="keyword-rank-days"
        />
        {history.failure ?? (
          <ChartBox
            option={option}
            height={300}
            loading={history.loading}
            error={history.error}
            empty={option === null}
            testId="keyword-rank-chart"
          />
        )}
      </div>
    </Modal>
  );
}
