import { useQuery } from '@tanstack/react-query';
import { Button, Spin, Tag } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { NETWORK_TEST_PATH, PAGE_NAMES } from '@bangyan/contract';
import { pingServer, checkSigning } from '../../api/contentPages.ts';
import { errorMessage } from '../../api/client.ts';
import { browserName, clockOffset, roundTripSummary, type CheckStatus } from './networkChecks.ts';
import styles from './Content.module.css';

interface Check {
  key: string;
  label: string;
  status: CheckStatus;
  detail: string;
}

const ROUND_TRIPS = 5;
const STORAGE_PROBE = 'bangyan-test-probe';

const STATUS_TAG: Record<CheckStatus, { color: string; text: string; icon: React.ReactNode }> = {
  ok: { color: 'success', text: '正常', icon: <CheckCircleFilled /> },
  warn: { color: 'warning', text: '注意', icon: <ExclamationCircleFilled /> },
  fail: { color: 'error', text: '异常', icon: <CloseCircleFilled /> },
};

function browserChecks(): Check[] {
  const cookieOk = (() => {
    document.cookie = `${STORAGE_PROBE}=1; path=/; SameSite=Lax`;
    const ok = document.cookie.includes(`${STORAGE_PROBE}=1`);
    document.cookie = `${STORAGE_PROBE}=; path=/; max-age=0`;
    return navigator.cookieEnabled && ok;
  })();
  const storageOk = (() => {
    try {
      localStorage.setItem(STORAGE_PROBE, '1');
      const ok = localStorage.getItem(STORAGE_PROBE) === '1';
      localStorage.removeItem(STORAGE_PROBE);
      return ok;
    } catch {
      return false;
    }
  })();
  return [
    {
      key: 'browser',
      label: '浏览器',
      status: 'ok',
      detail: `${browserName(navigator.userAgent)} · ${navigator.language} · 屏幕 ${screen.width}×${screen.height} · ${Intl.DateTimeFormat().resolvedOptions().timeZone}`,
    },
    {
      key: 'cookie',
      label: 'Cookie',
      status: cookieOk ? 'ok' : 'fail',
      detail: cookieOk ? '可用' : '已被禁用：无法保持登录',
    },
    {
      key: 'storage',
      label: '本地存储',
      status: storageOk ? 'ok' : 'fail',
      detail: storageOk ? 'localStorage 可用' : 'localStorage 不可用：关键词购物车与偏好无法保存',
    },
  ];
}

/** Times `ROUND_TRIPS` pings; the last one's server time gives the clock offset; then a signed request. */
async function apiChecks(): Promise<Check[]> {
  const samples: number[] = [];
  let clock: Check | null = null;
  for (let i = 0; i < ROUND_TRIPS; i++) {
    const sentAt = Date.now();
    const started = performance.now();
    const envelope = await pingServer();
    samples.push(performance.now() - started);
    if (envelope.code !== 0) throw new Error(envelope.msg);
    const { offsetMs, status } = clockOffset(sentAt, envelope.data.serverTime, Date.now());
    const ahead = offsetMs >= 0 ? '快' : '慢';
    clock = {
      key: 'clock',
      label: '本机时间',
      status,
      detail: `比服务器${ahead} ${(Math.abs(offsetMs) / 1000).toFixed(1)} 秒`,
    };
  }
  const trip = roundTripSummary(samples);
  const signed = await checkSigning();
  return [
    {
      key: 'rtt',
      label: '接口往返时间',
      status: trip.status,
      detail: `平均 ${trip.avg} 毫秒，最快 ${trip.min} 毫秒（${ROUND_TRIPS} 次）`,
    },
    clock!,
    {
      key: 'sign',
      label: '请求签名',
      status: signed.code === 0 ? 'ok' : 'fail',
      detail: signed.code === 0 ? '签名校验通过' : `签名校验失败：${signed.msg}`,
    },
  ];
}

/** Every check; a failed connection is a result too. */
async function runChecks(): Promise<Check[]> {
  const local = browserChecks();
  try {
    return [...local, ...(await apiChecks())];
  } catch (e) {
    return [...local, { key: 'api', label: '接口连接', status: 'fail', detail: errorMessage(e) }];
  }
}

/** /new/test: checks the visitor's browser and network against the API and shows each result. */
export function NetworkTestPage() {
  // Run on opening and on 重新检测, never from a cache.
  const checks = useQuery({
    queryKey: ['networkTest'],
    queryFn: runChecks,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const running = checks.isFetching;
  return (
    <div className={styles.page} data-testid="network-test-page">
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.heroTitle}>{PAGE_NAMES[NETWORK_TEST_PATH]}</h1>
          <p className={styles.cardText}>页面显示异常或数据加载失败时，可将下方结果截图发给客服，帮助我们定位问题。</p>
          <div className={styles.heroActions}>
            <Button
              type="primary"
              loading={running}
              onClick={() => void checks.refetch()}
              data-testid="network-test-rerun"
            >
              重新检测
            </Button>
          </div>
        </div>
      </header>
      <div className={styles.cards}>
        {running && <Spin />}
        {(running ? [] : (checks.data ?? [])).map((c) => {
          const tag = STATUS_TAG[c.status];
          return (
            <article key={c.key} className={styles.card} data-testid={`check-${c.key}`} data-status={c.status}>
              <h3 className={styles.cardTitle}>
                {c.label}{' '}
                <Tag color={tag.color} icon={tag.icon}>
                  {tag.text}
                </Tag>
              </h3>
              <p className={styles.cardText}>{c.detail}</p>
            </article>
          );
        })}
      </div>
    </div>
  );
}
