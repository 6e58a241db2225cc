import { Segmented } from 'antd';
import { enumParam, useUrlParams } from '../../lib/urlParams.ts';
import { useCompanyAppsQuery } from '../../api/company.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { CompanyFrame } from './CompanyFrame.tsx';
import { companyAppExport, CompanyAppTable } from '../../components/apps/CompanyAppTable.tsx';

const STATUSES = [
  { value: 'all', label: '全部' },
  { value: 'onSale', label: '在架' },
  { value: 'offline', label: '已下架' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

/** The app list's own filter, kept in the address beside companyId and country. */
const PARAMS = { status: enumParam<Status>(['all', 'onSale', 'offline'], 'all') };

/**
 * The developer's apps with ranks, genre, rating (spec 2.1 CompanyApp: Home's hot companies and
 * company suggestions land here).
 */
function Apps({ companyId, country, name }: { companyId: string; country: string; name: string }) {
  const [v, set] = useUrlParams(PARAMS);
  const answer = useViewAnswer(useCompanyAppsQuery({ companyId, country }));
  const rows = (answer.data?.list ?? []).filter(
    (r) => v.status === 'all' || (v.status === 'onSale') === (r.status === 1),
  );
  return (
    <DataBlock
      title={
        <Segmented<Status>
          value={v.status}
          onChange={(status) => set({ status })}
          options={STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          data-testid="status-tabs"
        />
      }
      extra={
        <ExportButton filename={`${name}_旗下应用_${country}`} columns={companyAppExport(country)} rows={() => rows} />
      }
      testId="company-apps-block"
    >
      {answer.failure ?? (
        <CompanyAppTable rows={rows} country={country} loading={answer.loading} emptyText="暂无数据" />
      )}
    </DataBlock>
  );
}

export function CompanyAppPage() {
  return (
    <CompanyFrame tab="app">
      {({ companyId, country, info }) => <Apps companyId={companyId} country={country} name={info.name} />}
    </CompanyFrame>
  );
}
