import { useState } from 'react';
import { Button, Input, Modal, Segmented, Select } from 'antd';
import {
  COLLECTED_MARKETS,
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_MARKET,
  marketName,
  matchesCountry,
  type Platform,
} from '@bangyan/contract';
import {
  followApp,
  useFollowQuotaQuery,
  useFollowSearchQuery,
  useRefreshFollows,
  type FollowSearchParams,
} from '../../api/follow.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { useDialogStore } from '../../store/dialogs.ts';
import { AppIcon } from '../AppIcon.tsx';
import { InfiniteList, infiniteStatus } from '../InfiniteList.tsx';
import styles from './AddAppDialog.module.css';

const COUNTRY_OPTIONS = COUNTRIES.filter((c) => !c.disable).map((c) => ({ value: c.id, label: c.text, country: c }));
const MARKET_OPTIONS = COLLECTED_MARKETS.map((code) => ({ value: code, label: marketName(code) ?? code }));

/**
 * Spec 2.4, 4 add-app dialog (800 px): the quota in the title (fetched on open), platform with
 * country or market, a search by app name or id whose results load page by page as the list
 * scrolls, and '+关注' / '已关注' per app. A limit answer opens the limit dialog.
 */
export default function AddAppDialog() {
  const open = useDialogStore((s) => s.addFollowOpen);
  const close = useDialogStore((s) => s.closeAddFollow);
  const { run, pending, holder } = useEnvelopeAction();
  const [platform, setPlatform] = useState<Platform>('ios');
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [market, setMarket] = useState(DEFAULT_MARKET);
  const [text, setText] = useState('');
  const [params, setParams] = useState<FollowSearchParams | null>(null);
  const quota = useFollowQuotaQuery(open);
  const search = useFollowSearchQuery(params);
  const refresh = useRefreshFollows();

  const submit = (keyword = text) => {
    if (keyword.trim() === '') return;
    setParams(
      platform === 'ios'
        ? { keyword: keyword.trim(), type: 'store', country }
        : { keyword: keyword.trim(), type: 'android', market },
    );
  };

  const follow = (appId: string) => {
    if (!params) return;
    const target =
      params.type === 'android'
        ? { appId, market: params.market ?? market, country: 'cn' }
        : { appId, market: 'ios', country: params.country ?? country };
    return run(appId, () => followApp(target), refresh);
  };

  const apps = search.data?.pages.flatMap((p) => p.list) ?? [];
  const status =
    params === null ? 'empty' : infiniteStatus({ ...search, hasNextPage: search.hasNextPage, count: apps.length });
  // Spec 2.4: 'followed N apps, M more can be followed'.
  const title = quota.data
    ? `已关注${quota.data.follow}个应用，还可关注${Math.max(0, quota.data.limit - quota.data.follow)}个`
    : '添加关注应用';
  const total = search.data?.pages[0]?.total;

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={800}
      title={<span data-testid="add-follow-title">{title}</span>}
      data-testid="add-follow-dialog"
      destroyOnHidden
    >
      {holder}
      <div className={styles.bar}>
        <Segmented<Platform>
          value={platform}
          onChange={setPlatform}
          options={[
            { value: 'ios', label: 'iOS' },
            { value: 'android', label: 'Android' },
          ]}
          data-testid="add-follow-platform"
        />
        {platform === 'ios' ? (
          <Select
            className={styles.store}
            showSearch={{ filterOption: (input, option) => (option ? matchesCountry(option.country, input) : false) }}
            value={country}
            onChange={setCountry}
            options={COUNTRY_OPTIONS}
            data-testid="add-follow-country"
          />
        ) : (
          <Select
            className={styles.store}
            value={market}
            onChange={setMarket}
            options={MARKET_OPTIONS}
            data-testid="add-follow-market"
          />
        )}
        <Input.Search
          className={styles.search}
          placeholder="请输入应用名称或关键词"
          enterButton="搜索"
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => submit(value)}
          data-testid="add-follow-search"
        />
      </div>
      {params !== null && total !== undefined && <div className={styles.count}>{`约${total}个结果`}</div>}
      <InfiniteList
        status={status}
        onMore={() => void search.fetchNextPage()}
        onRetry={() => void search.refetch()}
        height={420}
        testId="add-follow-results"
      >
        {params === null ? (
          <div className={styles.hint}>输入应用名称、App ID或关键词，搜索后添加关注</div>
        ) : (
          apps.map((app) => (
            <div className={styles.item} key={app.trackId} data-testid="add-follow-item">
              <AppIcon src={app.artworkUrl60} name={app.trackName} appId={app.trackId} size={44} />
              <div className={styles.info}>
                <div className={styles.name}>{app.trackName}</div>
                <div className={styles.seller}>{app.sellerName}</div>
              </div>
              {app.followed ? (
                <Button disabled>已关注</Button>
              ) : (
                <Button type="primary" ghost loading={pending === app.trackId} onClick={() => void follow(app.trackId)}>
                  +关注
                </Button>
              )}
            </div>
          ))
        )}
      </InfiniteList>
    </Modal>
  );
}
