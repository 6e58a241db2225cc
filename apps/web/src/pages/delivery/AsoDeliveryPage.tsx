import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Empty, Form, Input, InputNumber, Result, Spin, Table } from 'antd';
import {
  ACCOUNT_DELIVERIES_PATH,
  ASO_DELIVERY_PATH_PREFIX,
  ASO_DELIVERY_LIMITS,
  ASO_DELIVERY_TEXTS,
  DEFAULT_COUNTRY,
  formatNumber,
  isApiAppId,
  LEAD_LIMITS,
  listParts,
  NO_VALUE,
  PAGE_NAMES,
  type DeliveryKeyword,
} from '@bangyan/contract';
import { useAppInfoQuery } from '../../api/apps.ts';
import { createDelivery, useDeliveryKeywordsQuery } from '../../api/asoDelivery.ts';
import { errorMessage } from '../../api/client.ts';
import { useUserInfo } from '../../api/user.ts';
import { AppIcon } from '../../components/AppIcon.tsx';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { PHONE_RULES } from '../../components/leads/LeadForm.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import { LOGIN_PATH, withReferer } from '../../lib/referer.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { defaultTarget } from './targets.ts';
import styles from './Delivery.module.css';

interface ContactFields {
  budget: number | null;
  contactName: string;
  contactPhone: string;
  note?: string;
}

/** The keywords with heat, the app's rank and the rank wanted (editable), each removable while more than one. */
function KeywordTargets({
  list,
  targets,
  setTarget,
  remove,
}: {
  list: readonly DeliveryKeyword[];
  targets: Record<string, number>;
  setTarget: (keyword: string, rank: number) => void;
  remove: (keyword: string) => void;
}) {
  return (
    <Table<DeliveryKeyword>
      rowKey="keyword"
      size="middle"
      pagination={false}
      dataSource={[...list]}
      scroll={{ x: 560 }}
      data-testid="delivery-keywords"
      columns={[
        {
          title: '关键词',
          dataIndex: 'keyword',
          render: (k: string) => <span data-testid="delivery-keyword">{k}</span>,
        },
        {
          title: '热度',
          dataIndex: 'heat',
          align: 'right',
          render: (h: number | null) => (
            <span data-testid="delivery-heat">{h === null ? NO_VALUE : formatNumber(h)}</span>
          ),
        },
        {
          title: '当前排名',
          dataIndex: 'rank',
          align: 'right',
          render: (r: number | null) => <span data-testid="delivery-rank">{r === null ? '未进入' : r}</span>,
        },
        {
          title: '目标排名',
          width: 140,
          render: (_, k) => (
            <InputNumber
              min={1}
              max={ASO_DELIVERY_LIMITS.targetRankMax}
              precision={0}
              value={targets[k.keyword] ?? defaultTarget(k.rank)}
              onChange={(v) => v !== null && setTarget(k.keyword, v)}
              aria-label={`${k.keyword} 的目标排名`}
              data-testid="delivery-target"
            />
          ),
        },
        {
          title: '操作',
          width: 80,
          render: (_, k) =>
            list.length > 1 ? (
              <Button type="link" size="small" danger onClick={() => remove(k.keyword)}>
                移除
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

/**
 * /grow/create/app_id/{appId} (spec 7): the keyword cart's 提交投放 lands here (the server turns its form POST into
 * ?keywords=…). Login required. The app, each keyword's heat and the app's rank now, a target rank per keyword, the
 * budget and contact; the request is listed in the account centre's 我的投放.
 */
export function AsoDeliveryPage() {
  const appId = useParams().appId ?? '';
  const [params] = useSearchParams();
  const country = params.get('country') ?? DEFAULT_COUNTRY;
  const location = useLocation();
  const { data: user, isFetching: checkingUser } = useUserInfo();
  const openCart = useDialogStore((s) => s.openCart);
  const initial = useMemo(
    () => [...new Set(listParts(params.get('keywords')))].slice(0, ASO_DELIVERY_LIMITS.keywords),
    [params],
  );
  const [removed, setRemoved] = useState<string[]>([]);
  const keywords = initial.filter((k) => !removed.includes(k));
  const [targets, setTargets] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const validApp = isApiAppId(appId);
  const info = useAppInfoQuery({ appId, country }, validApp && !!user);
  const figures = useDeliveryKeywordsQuery(
    { appId, country, keywords: initial.join(',') },
    validApp && !!user && initial.length > 0,
  );

  if (!user) {
    if (checkingUser)
      return (
        <div className={styles.page}>
          <Spin />
        </div>
      );
    return <Navigate to={withReferer(LOGIN_PATH, location.pathname + location.search)} replace />;
  }
  if (!validApp) return <Navigate to="/404" replace />;
  const app = info.data?.app;
  const list = (figures.data?.list ?? []).filter((k) => keywords.includes(k.keyword));

  const submit = async (fields: ContactFields) => {
    setBusy(true);
    setFailure('');
    try {
      const envelope = await createDelivery({
        appId,
        country,
        keywords: list.map((k) => k.keyword).join(','),
        targetRanks: list.map((k) => targets[k.keyword] ?? defaultTarget(k.rank)).join(','),
        budget: String(fields.budget ?? ''),
        contactName: fields.contactName,
        contactPhone: fields.contactPhone,
        note: fields.note ?? '',
      });
      if (envelope.code === 0) setDone(true);
      else setFailure(envelope.msg);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className={styles.page}>
        <Result
          status="success"
          title="投放需求已提交！"
          subTitle="优化顾问会在 1 个工作日内与你联系，确认方案与报价。"
          extra={
            <Link to={ACCOUNT_DELIVERIES_PATH}>
              <Button type="primary">查看我的投放</Button>
            </Link>
          }
          data-testid="delivery-done"
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="delivery-page">
      <h1 className={styles.title}>{PAGE_NAMES[ASO_DELIVERY_PATH_PREFIX]}</h1>
      <section className={styles.app} data-testid="delivery-app">
        {info.isError ? (
          <LoadFailure error={info.error} onRetry={() => void info.refetch()} />
        ) : app ? (
          <>
            <AppIcon src={app.artworkUrl60} name={app.trackName} appId={appId} size={64} />
            <div>
              <Link to={iosAppPath(appId, country)} className={styles.appName} data-testid="delivery-app-name">
                {app.trackName}
              </Link>
              <div className={styles.meta}>{`${app.developerName} · 应用 ID ${appId}`}</div>
            </div>
          </>
        ) : info.isPending ? (
          <Spin />
        ) : (
          <Alert type="warning" showIcon message={ASO_DELIVERY_TEXTS.appMissing} />
        )}
      </section>
      {initial.length === 0 ? (
        <Empty
          description="还没有选择关键词：在应用的关键词页把关键词加入购物车，再从购物车提交投放"
          data-testid="delivery-empty"
        >
          <Button type="primary" onClick={openCart}>
            打开关键词购物车
          </Button>
        </Empty>
      ) : (
        <>
          <h2 className={styles.subtitle}>关键词与目标排名</h2>
          {figures.isError ? (
            <LoadFailure error={figures.error} onRetry={() => void figures.refetch()} />
          ) : figures.isPending ? (
            <Spin />
          ) : (
            <KeywordTargets
              list={list}
              targets={targets}
              setTarget={(keyword, rank) => setTargets((t) => ({ ...t, [keyword]: rank }))}
              remove={(keyword) => setRemoved((r) => [...r, keyword])}
            />
          )}
          <h2 className={styles.subtitle}>预算与联系方式</h2>
          <Form<ContactFields>
            layout="vertical"
            className={styles.form}
            onFinish={(v) => void submit(v)}
            data-testid="delivery-form"
          >
            <Form.Item
              name="budget"
              label="预算（元）"
              rules={[{ required: true, message: ASO_DELIVERY_TEXTS.budget }]}
            >
              <InputNumber
                min={ASO_DELIVERY_LIMITS.budgetMin}
                max={ASO_DELIVERY_LIMITS.budgetMax}
                precision={0}
                step={1000}
                style={{ width: '100%' }}
                data-testid="delivery-budget"
              />
            </Form.Item>
            <Form.Item
              name="contactName"
              label="联系人"
              rules={[
                { required: true, whitespace: true, max: LEAD_LIMITS.name, message: ASO_DELIVERY_TEXTS.contactName },
              ]}
            >
              <Input maxLength={LEAD_LIMITS.name} data-testid="delivery-contact-name" />
            </Form.Item>
            <Form.Item name="contactPhone" label="手机号" rules={PHONE_RULES}>
              <Input inputMode="tel" data-testid="delivery-contact-phone" />
            </Form.Item>
            <Form.Item
              name="note"
              label="备注"
              rules={[{ max: ASO_DELIVERY_LIMITS.note, message: ASO_DELIVERY_TEXTS.note }]}
            >
              <Input.TextArea
                rows={3}
                maxLength={ASO_DELIVERY_LIMITS.note}
                showCount
                placeholder="期望周期、投放地区或其他说明"
              />
            </Form.Item>
            {failure && (
              <Alert type="error" showIcon message={failure} className={styles.failure} data-testid="delivery-error" />
            )}
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              loading={busy}
              disabled={list.length === 0}
              data-testid="delivery-submit"
            >
              提交投放需求
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
