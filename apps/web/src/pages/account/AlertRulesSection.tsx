import type { ReactNode } from 'react';
import { Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import type { AlertChannel, FollowedAppDeep } from '@bangyan/contract';
import { RankAppCell } from '../../components/apps/RankAppCell.tsx';
import { emptyLocale, LoadFailure } from '../../components/data/DataState.tsx';
import { appPagePath } from '../../lib/appPaths.ts';
import { AccountSection } from './AccountSection.tsx';
import { channelNames } from './AlertChannelsField.tsx';
import { followPlace } from './followPlaces.ts';
import styles from './MyKeywords.module.css';

/** An alert rule as 我的订阅 lists it: its app (the follow naming it, if any), what it asks for and its channels. */
export interface RuleRow {
  appId: string;
  country: string;
  /** The follow's name, else the app id. */
  name: string;
  follow: FollowedAppDeep | undefined;
  /** What the rule asks for, each part by name. */
  parts: string[];
  channels: readonly AlertChannel[];
}

/**
 * One of 我的订阅's lists of alert rules (应用提醒, 关键词提醒): each rule's app (one not followed links to
 * `fallbackTo`), what it asks for as tags, its channels, and 修改 / 删除 after confirming; `empty` says where rules are
 * set; `children` holds the section's messages and dialog.
 */
export function AlertRulesSection<T extends RuleRow>({
  title,
  ruleTitle,
  what,
  testId,
  rules,
  rows,
  loading,
  rowKey,
  fallbackTo,
  pending,
  onEdit,
  onDelete,
  empty,
  children,
}: {
  title: string;
  /** The title of what the rules ask for: 提醒类型, 提醒规则. */
  ruleTitle: string;
  /** A rule by name in the confirmation: 应用提醒, 关键词提醒. */
  what: string;
  testId: string;
  rules: { isError: boolean; error: unknown; isPending: boolean; refetch: () => unknown };
  rows: T[];
  loading: boolean;
  rowKey: (row: T) => string;
  fallbackTo: (row: T) => string;
  pending: string | null;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  empty: ReactNode;
  children: ReactNode;
}) {
  const columns: TableColumnsType<T> = [
    {
      title: '应用',
      key: 'app',
      width: 240,
      render: (_, r) => (
        <RuleAppCell follow={r.follow} appId={r.appId} country={r.country} fallbackTo={fallbackTo(r)} />
      ),
    },
    {
      title: ruleTitle,
      key: 'rule',
      render: (_, r) => (
        <span className={styles.tags}>
          {r.parts.map((part) => (
            <Tag key={part}>{part}</Tag>
          ))}
        </span>
      ),
    },
    { title: '推送渠道', key: 'channels', width: 200, render: (_, r) => channelNames(r.channels) },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, r) => (
        <RuleActions
          name={r.name}
          what={what}
          deleting={pending === rowKey(r)}
          onEdit={() => onEdit(r)}
          onDelete={() => onDelete(r)}
        />
      ),
    },
  ];
  return (
    <AccountSection title={title} testId={testId}>
      {children}
      {rules.isError ? (
        <LoadFailure error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <Table<T>
          className={styles.table}
          rowKey={rowKey}
          dataSource={rows}
          columns={columns}
          loading={rules.isPending || loading}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={emptyLocale(rules.isPending, empty)}
          data-testid={`${testId}-list`}
        />
      )}
    </AccountSection>
  );
}

/**
 * The app of an alert rule in 我的订阅's lists: a followed app by icon and name, linking to its page; one not followed
 * by its id, linking to `fallbackTo`.
 */
function RuleAppCell({
  follow,
  appId,
  country,
  fallbackTo,
}: {
  follow: FollowedAppDeep | undefined;
  appId: string;
  country: string;
  fallbackTo: string;
}) {
  return (
    <RankAppCell
      to={follow ? appPagePath(follow) : fallbackTo}
      appId={appId}
      name={follow?.trackName ?? ''}
      iconUrl={follow?.artworkUrl60 ?? ''}
      developerName={follow?.sellerName ?? ''}
      size={36}
      extra={<div className={styles.muted}>{followPlace(follow ?? { platform: 'ios', market: 'ios', country })}</div>}
    />
  );
}

/** A rule's 修改 (opens its dialog) and 删除 after confirming (`what`: '应用提醒', '关键词提醒'). */
function RuleActions({
  name,
  what,
  deleting,
  onEdit,
  onDelete,
}: {
  name: string;
  what: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className={styles.actions}>
      <Button type="link" size="small" onClick={onEdit}>
        修改
      </Button>
      <Popconfirm
        title={`删除「${name}」的${what}？`}
        description="删除后不再收到这些提醒，可随时重新设置。"
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="保留"
        onConfirm={onDelete}
      >
        <Button type="link" size="small" danger loading={deleting}>
          删除
        </Button>
      </Popconfirm>
    </span>
  );
}
