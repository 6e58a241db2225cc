import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Tabs } from 'antd';
import {
  COMPANY_PAGES,
  COMPANY_PAGES_INTRO,
  DEFAULT_COUNTRY,
  formatNumber,
  isCountryCode,
  NO_VALUE,
  type companyInfo,
  type CompanyTab,
  type DataOf,
} from '@bangyan/contract';
import { useCompanyInfoQuery } from '../../api/company.ts';
import { useHotSearchLineQuery } from '../../api/search.ts';
import { DataState } from '../../components/data/DataState.tsx';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { textParam, useUrlParams } from '../../lib/urlParams.ts';
import styles from './Company.module.css';

/** A company page's address: companyId (the App Store developer id) and the storefront. */
export const COMPANY_PARAMS = {
  companyId: textParam(
    () => '',
    (s) => /^[1-9]\d{0,14}$/.test(s),
  ),
  country: textParam(() => DEFAULT_COUNTRY, isCountryCode),
};

/** A company tab's address for a developer (the China storefront's is left out). */
export function companyTabPath(tab: CompanyTab, companyId: string, country: string = DEFAULT_COUNTRY): string {
  const query = new URLSearchParams({ companyId, ...(country === DEFAULT_COUNTRY ? {} : { country }) });
  return `${COMPANY_PAGES.find((t) => t.key === tab)!.path}?${query}`;
}

export type CompanyInfo = DataOf<typeof companyInfo>;

/** The developer's figures: apps, on sale, charted, best rank, ratings, accounts. */
function CompanyStats({ info }: { info: CompanyInfo }) {
  return (
    <div className={styles.stats} data-testid="company-stats">
      <Stat label="应用数" value={formatNumber(info.apps)} testId="company-apps" />
      <Stat label="在架应用" value={formatNumber(info.onSale)} />
      <Stat label="当前上榜应用" value={formatNumber(info.charted)} testId="company-charted" />
      <Stat label="最佳总榜排名" value={info.bestRank > 0 ? info.bestRank : NO_VALUE} />
      <Stat label="评分总数" value={formatNumber(info.ratingCount)} />
      <Stat label="平均评分" value={info.averageRating === null ? NO_VALUE : info.averageRating.toFixed(1)} />
      <Stat label="开发者账号" value={info.accounts} testId="company-accounts" />
    </div>
  );
}

/** Without a companyId: the storefront's hot companies to pick from (Home's hot-search line). */
function HotCompanies({ country }: { country: string }) {
  const companies = useHotSearchLineQuery(country).data?.list.company ?? [];
  return (
    <DataBlock title="热门公司" testId="hot-companies">
      <p className={styles.hint}>可在首页搜索框中搜索公司或开发者名称，或从当前榜单上应用最多的公司中选择：</p>
      <div className={styles.hotList}>
        {companies.map((c) => (
          <Link
            key={c.id}
            to={companyTabPath('overview', c.id, country)}
            className={styles.hotCompany}
            data-testid="hot-company"
          >
            {c.label}
          </Link>
        ))}
      </div>
    </DataBlock>
  );
}

/**
 * A company page's frame: the developer's name and figures over the tabs of the company pages,
 * the storefront filter, then the tab's content (given the profile). Without a companyId it offers
 * the hot companies; an unknown one shows the API's message.
 */
export function CompanyFrame({
  tab,
  children,
}: {
  tab: CompanyTab;
  children: (view: { companyId: string; country: string; info: CompanyInfo }) => ReactNode;
}) {
  const [v, set] = useUrlParams(COMPANY_PARAMS);
  const navigate = useNavigate();
  const answer = useViewAnswer(useCompanyInfoQuery({ companyId: v.companyId, country: v.country }, v.companyId !== ''));
  const info = answer.data;
  const title = COMPANY_PAGES.find((t) => t.key === tab)!.label;
  return (
    <DataPage
      title={info ? info.name : title}
      intro={
        info
          ? [
              info.alias,
              info.brand && `所属公司：${info.brand}`,
              info.latestUpdateDate && `最近更新 ${info.latestUpdateDate}`,
            ]
              .filter(Boolean)
              .join(' · ')
          : COMPANY_PAGES_INTRO
      }
      testId={`company-${tab}-page`}
      filters={<CountryFilter value={v.country} onChange={(country) => set({ country })} />}
    >
      {v.companyId === '' ? (
        <HotCompanies country={v.country} />
      ) : (
        <>
          <DataBlock testId="company-head">
            <DataState source={answer} placeholder={(text) => <div className={styles.loading}>{text}</div>}>
              {(company) => <CompanyStats info={company} />}
            </DataState>
            <Tabs
              className={styles.tabs}
              activeKey={tab}
              onChange={(key) => void navigate(companyTabPath(key as CompanyTab, v.companyId, v.country))}
              items={COMPANY_PAGES.map((t) => ({ key: t.key, label: t.label }))}
              data-testid="company-tabs"
            />
          </DataBlock>
          {info && children({ companyId: v.companyId, country: v.country, info })}
        </>
      )}
    </DataPage>
  );
}
