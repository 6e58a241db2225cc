import { Button, Tag } from 'antd';
import {
  engineDay,
  formatNumber,
  keywordTitle,
  MONITOR_DAYS,
  MONITOR_TOP,
  NO_VALUE,
  type MonitorDay,
} from '@bangyan/contract';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import { useSubscribeDetailQuery } from '../../api/keyword.ts';
import { useUserInfo } from '../../api/user.ts';
import { DataBlock, DataPage } from '../../components/page/DataPage.tsx';
import { useUrlParams } from '../../lib/urlParams.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { Diff } from '../../components/data/Diff.tsx';
import { MiniApp } from '../../components/apps/MiniApp.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { BackToKeyword } from './BackToKeyword.tsx';
import { KEYWORD_PARAMS } from './searchParams.ts';
import { SubscribeButton } from './SubscribeButton.tsx';
import styles from './Search.module.css';

/** One day's report: heat and result count, then who came into or left the top 10. */
function DayReport({ day, country }: { day: MonitorDay; country: string }) {
  const heatChange = day.heat !== null && day.previousHeat !== null ? day.heat - day.previousHeat : null;
  const quiet = day.entered.length === 0 && day.left.length === 0;
  return (
    <DataBlock
      title={
        <span>
          {engineDay(day.date)} {day.alerted ? <Tag color="blue">已推送</Tag> : <Tag>预览</Tag>}
        </span>
      }
      testId="monitor-day"
    >
      <p className={styles.note} data-testid="monitor-figures">
        热度 {day.heat === null ? NO_VALUE : formatNumber(day.heat)}
        {heatChange !== null && heatChange !== 0 ? (
          <>
            {' '}
            （较前一日 <Diff value={heatChange} />）
          </>
        ) : null}
        {' · '}搜索结果数 {day.resultCount === null ? NO_VALUE : formatNumber(day.resultCount)}
      </p>
      {quiet ? (
        <p className={styles.muted}>前 {MONITOR_TOP} 名没有变化</p>
      ) : (
        <div className={styles.twoCols}>
          <div data-testid="monitor-entered">
            <p className={styles.note}>
              进入前 {MONITOR_TOP} 名（{day.entered.length}）
            </p>
            <ul className={styles.words}>
              {day.entered.map((a) => (
                <li key={a.appId}>
                  <MiniApp app={a} country={country} rank={a.rank} />
                </li>
              ))}
            </ul>
          </div>
          <div data-testid="monitor-left">
            <p className={styles.note}>
              跌出前 {MONITOR_TOP} 名（{day.left.length}）
            </p>
            <ul className={styles.words}>
              {day.left.map((a) => (
                <li key={a.appId} className={styles.word}>
                  <MiniApp app={a} country={country} />
                  <span className={styles.heat}>
                    {a.previousRank} → {a.rank === 0 ? '未在结果中' : a.rank}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </DataBlock>
  );
}

/**
 * 监控详情 (pages.md /new/apps/subscribedetail): one keyword monitor, what it reported each of the
 * last 7 days (heat, result count, apps into and out of the top 10); days since subscribing were
 * sent, earlier ones are a preview. Needs login.
 */
export function SubscribeDetailPage() {
  const [v] = useUrlParams(KEYWORD_PARAMS);
  const { data: user } = useUserInfo();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const loggedIn = user !== undefined && user !== null;
  const answer = useViewAnswer(
    useSubscribeDetailQuery({ keyword: v.keyword, country: v.country }, v.keyword !== '' && loggedIn),
  );
  const data = answer.data;
  return (
    <DataPage
      title={keywordTitle('subscribe', v.keyword)}
      intro={`订阅后每天推送该关键词的热度、搜索结果数和前 ${MONITOR_TOP} 名的变化。以下为近 ${MONITOR_DAYS} 天的报告。`}
      testId="subscribe-detail-page"
      extra={
        v.keyword !== '' && (
          <span className={styles.actions}>
            <BackToKeyword keyword={v.keyword} country={v.country} label="查看关键词" />
            <SubscribeButton keyword={v.keyword} country={v.country} />
          </span>
        )
      }
    >
      {!loggedIn ? (
        <p className={styles.unknown}>
          <Button type="link" onClick={() => openLoginPopup()} data-testid="login-to-see">
            登录
          </Button>
          后查看关键词监控
        </p>
      ) : (
        (answer.failure ?? (
          <>
            {data ? (
              <p className={styles.note} data-testid="monitor-status">
                {data.subscribed ? `已于 ${data.subscribedAt} 订阅` : '尚未订阅，以下为预览'}
                {' · '}
                {data.pushTime ? `每天 ${data.pushTime} 微信推送` : '尚未设置推送时间（绑定微信后每天推送）'}
              </p>
            ) : null}
            {data && !data.known ? <p className={styles.unknown}>暂未收录该关键词</p> : null}
            {data?.days.map((day) => (
              <DayReport key={day.date} day={day} country={v.country} />
            ))}
            {answer.loading ? <p className={styles.muted}>{DATA_TEXTS.loading}</p> : null}
          </>
        ))
      )}
    </DataPage>
  );
}
