import { Link } from 'react-router';
import { useCompanyAppsQuery } from '../../api/company.ts';
import { ChartBox } from '../../components/charts/ChartBox.tsx';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { PIE_HEIGHT, pieOption } from '../../components/charts/pieOption.ts';
import { CompanyFrame, companyTabPath, type CompanyInfo } from './CompanyFrame.tsx';
import { bestOverall, CompanyAppTable } from '../../components/apps/CompanyAppTable.tsx';
import styles from './Company.module.css';

/** How many charted apps the overview lists. */
const CHARTED_SHOWN = 8;

/** The apps per genre and the apps on the overall charts now, best placed first. */
function Overview({ companyId, country, info }: { companyId: string; country: string; info: CompanyInfo }) {
  const answer = useViewAnswer(useCompanyAppsQuery({ companyId, country }));
  const charted = (answer.data?.list ?? [])
    .filter((a) => Number.isFinite(bestOverall(a)))
    .sort((x, y) => bestOverall(x) - bestOverall(y));
  const slices = info.genres.map((g) => ({ name: g.genreName, value: g.count }));
  return (
    <div className={styles.overviewRow}>
      <DataBlock title="应用分类分布" testId="company-genre-block">
        <ChartBox
          option={pieOption(slices, '应用数')}
          loading={false}
          empty={slices.length === 0}
          height={PIE_HEIGHT}
          testId="company-genre-pie"
        />
      </DataBlock>
      <DataBlock
        title="榜单表现"
        extra={
          <Link to={companyTabPath('app', companyId, country)} className={styles.more} data-testid="company-all-apps">
            全部 {info.apps} 款应用
          </Link>
        }
        testId="company-charted-block"
      >
        {answer.failure ?? (
          <CompanyAppTable
            rows={charted.slice(0, CHARTED_SHOWN)}
            country={country}
            loading={answer.loading}
            compact
            emptyText="当前没有应用在总榜上"
          />
        )}
      </DataBlock>
    </div>
  );
}

/** 公司概况 (spec 2.1 /new/company/overview): the developer's figures, genres and charted apps. */
export function CompanyOverviewPage() {
  return <CompanyFrame tab="overview">{(view) => <Overview {...view} />}</CompanyFrame>;
}
