import { Link } from 'react-router';
import { ExportButton } from '../../components/ExportButton.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { companyPath } from '../../components/search/searchTargets.ts';
import { useUrlParams } from '../../lib/urlParams.ts';
import { companyAppExport, CompanyAppTable } from '../../components/apps/CompanyAppTable.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { sameDeveloperQuery } from './appQueries.ts';
import styles from '../../components/appDetail/AppFigures.module.css';

/**
 * samedeveloper (pages.md "iOS app detail"): the other apps of the app's developer account in the
 * storefront, with their chart places now.
 */
export function SameDeveloperPage() {
  const [v, set] = useUrlParams(APP_PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="同开发者应用"
      testId="app-samedeveloper-page"
    >
      {() => <SameDeveloper appId={v.appId} country={v.country} />}
    </AppFrame>
  );
}

function SameDeveloper({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(sameDeveloperQuery.useQuery({ appId, country }));
  const data = answer.data;
  return (
    <DataBlock
      title={`同开发者的其他应用${data ? `（${data.list.length}）` : ''}`}
      extra={
        <>
          {data?.developerId && (
            <Link to={companyPath(data.developerId)} className={styles.band} data-testid="same-developer-link">
              {data.developerName} · 开发者主页
            </Link>
          )}
          <ExportButton
            filename={`${appId}_同开发者应用_${country}`}
            columns={companyAppExport(country)}
            rows={() => data?.list ?? []}
          />
        </>
      }
      testId="same-developer"
    >
      {answer.failure ?? (
        <CompanyAppTable
          rows={data?.list ?? []}
          country={country}
          loading={answer.loading}
          emptyText="该开发者在此国家/地区没有其他应用"
        />
      )}
    </DataBlock>
  );
}
