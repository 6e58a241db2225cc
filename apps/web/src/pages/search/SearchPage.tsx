import { Link } from 'react-router';
import { Segmented } from 'antd';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import {
  exportSearchResult,
  findCountry,
  formatNumber,
  isCountryCode,
  KEYWORD_HISTORY_SPANS,
  KEYWORD_TEXTS,
  NO_VALUE,
  type KeywordResultRow,
  type MatchedApp,
  type MatchedCompany,
  KEYWORD_HEAT_TEXTS,
  keywordTitle,
  PAGE_NAMES,
} from '@bangyan/contract';
import { useExtendQuery, useRelatedQuery, useSearchIndexQuery } from '../../api/keyword.ts';
import { cartStore } from '../../cart/useCarts.ts';
import { FileExportButton } from '../../components/ExportButton.tsx';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { enumParam, intParam, useUrlParams } from '../../lib/urlParams.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import { CountryFilter } from '../../components/filters/CountryFilter.tsx';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer, type ViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { KeywordTrends } from './KeywordTrends.tsx';
import { NamedApp } from './NamedApp.tsx';
import { SaveKeywordButton } from './SaveKeywordButton.tsx';
import { SubscribeButton } from './SubscribeButton.tsx';
import { UnknownStoreNotice } from './UnknownStoreNotice.tsx';
import { KEYWORD_PARAMS, keywordPagePath } from './searchParams.ts';
import { num, resultColumns, appColumns, companyColumns } from './searchColumns.tsx';
import styles from './Search.module.css';

/** What the text is looked at as (spec 2.1 dataType): a keyword, app names, or company names. */
const DATA_TYPES = ['kw', 'app', 'company'] as const;
type DataType = (typeof DATA_TYPES)[number];

const PARAMS = {
  ...KEYWORD_PARAMS,
  /** '' (left out): what the text means, the API's intent (a keyword, or the apps it finds). */
  dataType: enumParam(['', ...DATA_TYPES], ''),
  days: intParam(30, (n) => (KEYWORD_HISTORY_SPANS as readonly number[]).includes(n)),
};

/** Related (sharing top results) and extended (containing it) keywords, each linking to its own page. */
function KeywordLists({ keyword, country }: { keyword: string; country: string }) {
  const related = useRelatedQuery({ keyword, country });
  const extended = useExtendQuery({ keyword, country });
  const list = (
    words: { keyword: string; heat: number | null }[] | undefined,
    loading: boolean,
    empty: string,
    testId: string,
  ) =>
    words === undefined || words.length === 0 ? (
      <p className={styles.muted}>{loading ? DATA_TEXTS.loading : empty}</p>
    ) : (
      <ul className={styles.words} data-testid={testId}>
        {words.map((w) => (
          <li key={w.keyword} className={styles.word}>
            <KeywordLink keyword={w.keyword} country={country} />
            <span className={styles.heat}>{w.heat === null ? NO_VALUE : formatNumber(w.heat)}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.twoCols}>
      <DataBlock title="相关关键词" testId="related-block">
        <p className={styles.note}>搜索结果前 10 名与该词有相同应用的关键词，按相同应用数排序（右侧为热度）。</p>
        {list(related.data?.list, related.isPending, '暂无相关关键词', 'related-keywords')}
      </DataBlock>
      <DataBlock title="拓展关键词" testId="extend-block">
        <p className={styles.note}>包含该词的更长关键词，按热度排序。</p>
        {list(extended.data?.list, extended.isPending, '暂无拓展关键词', 'extend-keywords')}
      </DataBlock>
    </div>
  );
}

/** The keyword's figures: heat, popularity, result count, how much its top 10 changed, the list's time. */
function KeywordStats({
  answer,
}: {
  answer: ViewAnswer<{
    info: {
      heat: number | null;
      popularity: number | null;
      resultCount: number | null;
      changeRate: number | null;
      time: string;
      previousTime: string;
    } | null;
  }>;
}) {
  const info = answer.data?.info;
  if (!info) return null;
  return (
    <>
      <div className={styles.stats} data-testid="keyword-stats">
        <Stat label="热度" value={num(info.heat)} testId="stat-heat" />
        <Stat label="搜索指数" value={num(info.popularity)} testId="stat-popularity" />
        <Stat label="搜索结果数" value={num(info.resultCount)} testId="stat-results" />
        <Stat
          label="结果变化率"
          value={info.changeRate === null ? num(null) : <span className={styles.num}>{info.changeRate}%</span>}
          testId="stat-change-rate"
        />
      </div>
      <p className={styles.note} data-testid="keyword-time">
        数据时间 {info.time || NO_VALUE}
        {info.previousTime ? ` · 排名变化对比 ${info.previousTime} 的结果` : ''} · 结果变化率：前 10 名相对 24
        小时前的更替程度（0 为不变，100 为全部更替）
      </p>
      <p className={styles.note} data-testid="heat-explain">
        {KEYWORD_HEAT_TEXTS.heat} {KEYWORD_HEAT_TEXTS.popularity}
      </p>
    </>
  );
}

/**
 * Search (pages.md "Search" index): the text as a keyword of the storefront (its heat, result count
 * and change rate, its App Store results with each app's rank change, rating and coverage, its heat
 * and result-count history, related and extended keywords; save, export, add to an app's keyword
 * cart; subscribe to its daily changes), or the apps and companies whose names contain it (dataType).
 */
export function SearchPage() {
  const [v, set] = useUrlParams(PARAMS);
  const openCart = useDialogStore((s) => s.openCart);
  const answer = useViewAnswer(useSearchIndexQuery({ keyword: v.keyword, country: v.country }, v.keyword !== ''));
  const data = answer.data;
  const addToCart = (row: KeywordResultRow) => {
    cartStore.add(row.appId, { id: v.keyword, keyword: v.keyword, priority: data?.info?.heat ?? 0, rank: row.rank });
    openCart();
  };
  const dataType: DataType = v.dataType || (data?.intent ?? 'kw');
  const tabs = [
    { value: 'kw' as const, label: '关键词' },
    { value: 'app' as const, label: `应用${data ? ` (${data.appTotal})` : ''}` },
    { value: 'company' as const, label: `公司${data ? ` (${data.companies.length})` : ''}` },
  ];

  if (v.keyword === '') {
    return (
      <DataPage
        title={PAGE_NAMES['/new/search/index']}
        intro="在页头搜索框输入关键词、应用名称、应用ID或公司名称。"
        testId="search-page"
      >
        <p className={styles.unknown}>{KEYWORD_TEXTS.keyword}</p>
      </DataPage>
    );
  }

  return (
    <DataPage
      // The title by the tab on show (a text that names an app opens on 应用).
      title={keywordTitle(dataType, v.keyword)}
      intro="该词在 App Store 的搜索热度、搜索结果及其变化；也可查看名称包含该词的应用与公司。"
      testId="search-page"
      extra={
        data?.info ? (
          <span className={styles.actions}>
            <SaveKeywordButton keyword={v.keyword} country={v.country} />
            <SubscribeButton keyword={v.keyword} country={v.country} />
            <FileExportButton endpoint={exportSearchResult} params={{ keyword: v.keyword, country: v.country }} />
          </span>
        ) : null
      }
      filters={
        <>
          <CountryFilter value={v.country} onChange={(country) => set({ country })} />
          <Segmented<DataType>
            value={dataType}
            onChange={(dataType) => set({ dataType })}
            options={tabs}
            data-testid="data-type-tabs"
          />
          {data?.info ? (
            <span className={styles.links}>
              <Link to={keywordPagePath('vs', v.keyword, v.country)} data-testid="vs-link">
                搜索结果对比
              </Link>
              <Link to={keywordPagePath('summary30', v.keyword, v.country)} data-testid="summary30-link">
                30天概况
              </Link>
            </span>
          ) : null}
        </>
      }
    >
      <UnknownStoreNotice param="country" valid={isCountryCode} shown={findCountry(v.country)?.text ?? v.country} />
      {dataType === 'kw' && (
        <>
          <DataBlock title="搜索结果" testId="search-results">
            {data && data.info === null ? (
              <p className={styles.unknown} data-testid="keyword-unknown">
                {KEYWORD_TEXTS.unknown}：「{v.keyword}」，可查看名称包含它的应用或公司
              </p>
            ) : (
              <>
                {data?.namedApp ? <NamedApp app={data.namedApp} country={v.country} /> : null}
                <KeywordStats answer={answer} />
                {data?.ad ? (
                  <p className={styles.note} data-testid="keyword-ad">
                    搜索广告位：{data.ad.trackName}
                  </p>
                ) : null}
                <ViewTable<KeywordResultRow>
                  answer={answer}
                  rows={data?.list ?? []}
                  columns={resultColumns(v.keyword, v.country, addToCart)}
                  rowKey="appId"
                  rowTestId="result-row"
                  empty="暂无搜索结果"
                  total={(n) => `共 ${n} 个结果`}
                />
              </>
            )}
          </DataBlock>
          {data?.info ? (
            <>
              <KeywordTrends
                keyword={v.keyword}
                country={v.country}
                days={v.days as (typeof KEYWORD_HISTORY_SPANS)[number]}
                onDays={(days) => set({ days })}
              />
              <KeywordLists keyword={v.keyword} country={v.country} />
            </>
          ) : null}
        </>
      )}
      {dataType === 'app' && (
        <DataBlock title="名称匹配的应用" testId="matched-apps">
          {v.dataType === '' && data?.info === null ? (
            <p className={styles.note} data-testid="search-meant-app">
              {KEYWORD_TEXTS.unknown}「{v.keyword}」，已显示名称匹配的应用
            </p>
          ) : null}
          <ViewTable<MatchedApp>
            answer={answer}
            rows={data?.apps ?? []}
            columns={appColumns(v.country)}
            rowKey="appId"
            rowTestId="app-row"
            empty="暂无名称匹配的应用"
            pageSize={false}
          />
        </DataBlock>
      )}
      {dataType === 'company' && (
        <DataBlock title="名称匹配的公司" testId="matched-companies">
          <ViewTable<MatchedCompany>
            answer={answer}
            rows={data?.companies ?? []}
            columns={companyColumns}
            rowKey="companyId"
            rowTestId="company-row"
            empty="暂无名称匹配的公司"
            pageSize={false}
          />
        </DataBlock>
      )}
    </DataPage>
  );
}
