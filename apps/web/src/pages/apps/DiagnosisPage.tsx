import { Progress, Tag, type TableColumnsType } from 'antd';
import {
  DIAGNOSIS_GRADES,
  DIAGNOSIS_STATUS_NAMES,
  formatNumber,
  NO_VALUE,
  type asoDiagnosis,
  type DataOf,
  type DiagnosisCheckItem,
  type DiagnosisStatus,
  KEYWORD_HEAT_TEXTS,
} from '@bangyan/contract';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { KeywordLink } from '../../components/search/KeywordLink.tsx';
import { Stat } from '../../components/data/Stat.tsx';
import { useViewAnswer, type ViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import { AppFrame } from './AppFrame.tsx';
import { APP_PARAMS } from './appParams.ts';
import { asoDiagnosisQuery } from './appQueries.ts';
import styles from './AppAso.module.css';

type Diagnosis = DataOf<typeof asoDiagnosis>;
type TopKeyword = Diagnosis['topKeywords'][number];

const STATUS_COLORS: Record<DiagnosisStatus, string> = { pass: 'green', warn: 'orange', fail: 'red', na: 'default' };
/** A score's tone: 良好 and up green, 一般 orange, below red. */
const scoreTone = (score: number): DiagnosisStatus =>
  score >= DIAGNOSIS_GRADES[1].min ? 'pass' : score >= DIAGNOSIS_GRADES[2].min ? 'warn' : 'fail';
const TONE_COLORS: Record<DiagnosisStatus, string> = {
  pass: '#16a34a',
  warn: '#e6a23c',
  fail: '#f5483b',
  na: '#8c8c8c',
};

const checkColumns: TableColumnsType<DiagnosisCheckItem> = [
  { key: 'name', title: '检查项', width: 130, render: (_, c) => c.name },
  { key: 'value', title: '当前值', width: 200, render: (_, c) => c.value },
  { key: 'target', title: '目标', width: 170, render: (_, c) => c.target },
  {
    key: 'status',
    title: '结果',
    width: 90,
    render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{DIAGNOSIS_STATUS_NAMES[c.status]}</Tag>,
  },
  {
    key: 'points',
    title: '得分',
    width: 90,
    render: (_, c) => (c.status === 'na' ? NO_VALUE : `${c.points} / ${c.weight}`),
  },
  { key: 'advice', title: '优化建议', render: (_, c) => c.advice },
];

const yes = (b: boolean) => (b ? '✓' : NO_VALUE);
const keywordColumns = (country: string): TableColumnsType<TopKeyword> => [
  { key: 'keyword', title: '关键词', render: (_, k) => <KeywordLink keyword={k.keyword} country={country} /> },
  { key: 'heat', title: '热度', width: 100, render: (_, k) => k.heat },
  { key: 'rank', title: '排名', width: 80, render: (_, k) => k.rank },
  { key: 'title', title: '标题含该词', width: 110, render: (_, k) => yes(k.inTitle) },
  { key: 'subtitle', title: '副标题含该词', width: 120, render: (_, k) => yes(k.inSubtitle) },
];

/**
 * diagnosis (pages.md "iOS app detail"): an ASO health score of 0-100 from itemised checks (title
 * and subtitle length and keyword use, keyword coverage against the genre, rating, rating count,
 * update freshness, screenshots), each with its target, result and advice, and how the score is made.
 */
export function DiagnosisPage() {
  const [v, set] = useUrlParams(APP_PARAMS);
  return (
    <AppFrame
      appId={v.appId}
      country={v.country}
      onCountry={(country) => set({ country })}
      title="ASO诊断"
      testId="app-diagnosis-page"
    >
      {() => <DiagnosisBlocks appId={v.appId} country={v.country} />}
    </AppFrame>
  );
}

function DiagnosisBlocks({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(asoDiagnosisQuery.useQuery({ appId, country }));
  const d = answer.data;
  return (
    <>
      <DataBlock title="ASO 健康分" testId="diagnosis-score">
        {answer.failure ?? (d && <ScoreBlock d={d} />)}
      </DataBlock>
      <DataBlock title="诊断明细" testId="diagnosis-checks">
        <ViewTable<DiagnosisCheckItem>
          answer={answer}
          rows={d?.checks ?? []}
          columns={checkColumns}
          rowKey="key"
          rowTestId="diagnosis-check"
          empty="暂无数据"
          pageSize={false}
        />
      </DataBlock>
      <TopKeywords answer={answer} country={country} />
      <DataBlock title="评分方法" testId="diagnosis-method">
        <ol className={styles.method}>
          <li>每个检查项有权重（各项权重合计 100）：通过得全部权重分，待优化得一半，未通过不得分。</li>
          <li>
            无法检查的项（如该国家/地区的关键词未采集）记为“无数据”，不计入总分；总分 = 已检查项得分 ÷ 已检查项权重 ×
            100，四舍五入。
          </li>
          <li>
            等级：
            {DIAGNOSIS_GRADES.map((g) => (g.min > 0 ? `${g.min} 分及以上${g.grade}` : `其余${g.grade}`)).join('，')}。
          </li>
          <li>
            热门覆盖词：应用在最近一个采集日排名前 200、热度 ≥ 4605 的关键词中热度最高的 10
            个；标题、副标题关键词检查统计这些词的命中数。
          </li>
          <li>{KEYWORD_HEAT_TEXTS.heat}</li>
          <li>同类应用：同一主分类中当天至少覆盖 1 个关键词的应用，取其覆盖数和前 10 名占比的中位数作对比。</li>
        </ol>
      </DataBlock>
    </>
  );
}

function ScoreBlock({ d }: { d: Diagnosis }) {
  const count = (s: DiagnosisStatus) => d.checks.filter((c) => c.status === s).length;
  return (
    <>
      {!d.onSale && <p className={styles.warning}>该应用已下架，诊断基于下架前最后一次采集的数据。</p>}
      {d.day === '' && (
        <p className={styles.warning}>该国家/地区的关键词暂未采集，关键词相关检查项无数据，不计入总分。</p>
      )}
      <div className={styles.scoreRow}>
        <div className={styles.scoreText}>
          <Progress
            type="dashboard"
            percent={d.score}
            strokeColor={TONE_COLORS[scoreTone(d.score)]}
            format={() => (
              <span className={styles.score} data-testid="diagnosis-score-value">
                {d.score}
              </span>
            )}
          />
          <Tag color={STATUS_COLORS[scoreTone(d.score)]} data-testid="diagnosis-grade">
            {d.grade}
          </Tag>
        </div>
        <div className={styles.scoreFacts}>
          <div className={styles.stats}>
            <Stat label="通过" value={count('pass')} testId="diagnosis-pass" />
            <Stat label="待优化" value={count('warn')} testId="diagnosis-warn" />
            <Stat label="未通过" value={count('fail')} testId="diagnosis-fail" />
            <Stat label="ASO指数" value={d.asoIndex ?? NO_VALUE} testId="diagnosis-aso-index" />
            <Stat
              label="关键词覆盖（前3 / 前10）"
              value={
                d.coverage ? `${formatNumber(d.coverage.total)}（${d.coverage.top3} / ${d.coverage.top10}）` : NO_VALUE
              }
              testId="diagnosis-coverage"
            />
          </div>
          <p className={styles.muted} data-testid="diagnosis-basis">
            {d.day ? `关键词数据日期：${d.day}。` : ''}
            {d.genre
              ? `同类应用（${d.genre.name}，${d.genre.apps} 个）覆盖数中位数 ${d.genre.medianTotal}，` +
                `前10名占比中位数 ${d.genre.medianTop10Share}%。`
              : ''}
          </p>
        </div>
      </div>
    </>
  );
}

function TopKeywords({ answer, country }: { answer: ViewAnswer<Diagnosis>; country: string }) {
  const d = answer.data;
  const empty = d?.day === '' ? '暂无数据：该国家/地区的关键词暂未采集' : '暂无数据：应用暂无覆盖的热门关键词';
  return (
    <DataBlock title="热门覆盖词" testId="diagnosis-keywords">
      <ViewTable<TopKeyword>
        answer={answer}
        rows={d?.topKeywords ?? []}
        columns={keywordColumns(country)}
        rowKey="keywordId"
        rowTestId="diagnosis-keyword"
        empty={empty}
        pageSize={false}
      />
    </DataBlock>
  );
}
