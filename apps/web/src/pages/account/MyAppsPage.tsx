import { useMemo, useState } from 'react';
import { Button, Dropdown, Input, Modal, Segmented } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { ALERT_CHANNELS, DEFAULT_ALERT_RANK_TOP, type Envelope, type FollowedAppDeep } from '@bangyan/contract';
import {
  assignFollowGroup,
  followMany,
  useAccountFollowsQuery,
  useAlertRulesQuery,
  useFollowGroupsQuery,
  useFollowQuotaQuery,
  useRefreshFollows,
} from '../../api/follow.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { useWechatDownloadBlock } from '../../components/WechatDownloadBlock.tsx';
import { saveXlsx } from '../../lib/export.ts';
import { useDialogStore } from '../../store/dialogs.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { FOLLOW_EXPORT_COLUMNS, type GroupedFollow } from './followsExport.ts';
import { FollowsTable, moveMenu } from './FollowsTable.tsx';
import { GroupsDialog } from './GroupsDialog.tsx';
import { AlertDialog } from './AlertDialog.tsx';
import { followKey } from './followLookup.ts';
import styles from './MyApps.module.css';

/** The group filter: every follow, one group (its id), or the ungrouped ones. */
type GroupFilter = 'all' | 'none' | number;

const matches = (app: FollowedAppDeep, text: string) =>
  text === '' || app.trackName.toLowerCase().includes(text) || app.sellerName.toLowerCase().includes(text);

/**
 * /user/apps (我的关注): every followed app, iOS and Android, with its figures; groups the user names,
 * a search, sortable columns, bulk move and unfollow, and an export of what is shown.
 */
export function MyAppsPage() {
  const follows = useAccountFollowsQuery();
  const groupsQuery = useFollowGroupsQuery();
  const alertRules = useAlertRulesQuery();
  const quota = useFollowQuotaQuery(true);
  const refresh = useRefreshFollows();
  const openAddFollow = useDialogStore((s) => s.openAddFollow);
  const { run, holder, message } = useEnvelopeAction();
  const [modal, modalHolder] = Modal.useModal();
  const [filter, setFilter] = useState<GroupFilter>('all');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [managing, setManaging] = useState(false);
  const [alerting, setAlerting] = useState<GroupedFollow | null>(null);

  const groups = useMemo(() => groupsQuery.data?.list ?? [], [groupsQuery.data]);
  const apps: GroupedFollow[] = useMemo(() => {
    const groupOf = new Map(groups.flatMap((g) => g.followIds.map((id) => [id, g] as const)));
    const ruleOf = new Map((alertRules.data?.list ?? []).map((r) => [followKey(r.market, r.country, r.appId), r]));
    return (follows.data?.list ?? []).map((a) => {
      const rule = ruleOf.get(followKey(a.market, a.country, a.trackId));
      return {
        ...a,
        groupName: groupOf.get(a.followId)?.name ?? '',
        alertKinds: rule?.kinds ?? [],
        alertRankTop: rule?.rankTop ?? DEFAULT_ALERT_RANK_TOP,
        alertChannels: rule?.channels ?? [...ALERT_CHANNELS],
      };
    });
  }, [follows.data, groups, alertRules.data]);
  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    const inGroup = (a: GroupedFollow) => {
      if (filter === 'all') return true;
      const group = groups.find((g) => g.followIds.includes(a.followId));
      return filter === 'none' ? !group : group?.groupId === filter;
    };
    return apps.filter((a) => inGroup(a) && matches(a, text));
  }, [apps, groups, filter, search]);
  const grouped = new Set(groups.flatMap((g) => g.followIds));
  // A group deleted while selected falls back to all.
  const activeFilter = typeof filter === 'number' && !groups.some((g) => g.groupId === filter) ? 'all' : filter;

  /** Runs a change of the list; on success fresh lists and no selection. */
  const change = (key: string, act: () => Promise<Envelope<unknown>>, done: string) =>
    run(key, act, async () => {
      void message.success(done);
      setSelected([]);
      await refresh();
    });
  const move = (followIds: number[], groupId: number) =>
    void change('move', () => assignFollowGroup(groupId, followIds), '已移动到分组');
  const unfollow = (list: GroupedFollow[]) => {
    void modal.confirm({
      title: '取消关注',
      content:
        list.length === 1 ? `确定取消关注「${list[0]!.trackName}」？` : `确定取消关注选中的 ${list.length} 个应用？`,
      okText: '取消关注',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () =>
        change(
          'unfollow',
          () =>
            followMany(
              list.map((a) => ({ appId: a.trackId, market: a.market, country: a.country })),
              false,
            ),
          '已取消关注',
        ),
    });
  };
  const wechat = useWechatDownloadBlock();
  const exportShown = () => {
    if (!wechat.blocked()) void saveXlsx('我的关注', FOLLOW_EXPORT_COLUMNS, shown);
  };

  const extra = (
    <span className={styles.headActions}>
      {quota.data && (
        <span className={styles.quota} data-testid="follow-quota">
          {`已关注 ${quota.data.follow}/${quota.data.limit}`}
        </span>
      )}
      <Button
        icon={<DownloadOutlined />}
        disabled={shown.length === 0}
        onClick={exportShown}
        data-testid="follows-export"
      >
        导出
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={openAddFollow}>
        添加关注
      </Button>
    </span>
  );

  return (
    <AccountPanel title="我的关注" extra={extra} testId="account-apps">
      {holder}
      {modalHolder}
      {wechat.dialog}
      <div className={styles.toolbar}>
        <Segmented<GroupFilter>
          value={activeFilter}
          onChange={(value) => {
            setFilter(value);
            setSelected([]);
          }}
          options={[
            { value: 'all', label: `全部 ${apps.length}` },
            ...groups.map((g) => ({ value: g.groupId, label: `${g.name} ${g.followIds.length}` })),
            { value: 'none', label: `未分组 ${apps.filter((a) => !grouped.has(a.followId)).length}` },
          ]}
          data-testid="group-filter"
        />
        <Button type="link" onClick={() => setManaging(true)} data-testid="manage-groups">
          管理分组
        </Button>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder="搜索应用名称或开发者"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {selected.length > 0 && (
        <div className={styles.bulk} data-testid="bulk-bar">
          {`已选 ${selected.length} 个应用`}
          <Dropdown menu={{ items: moveMenu(groups, (groupId) => move(selected, groupId)) }} trigger={['click']}>
            <Button size="small">移动到分组</Button>
          </Dropdown>
          <Button
            size="small"
            danger
            onClick={() => unfollow(apps.filter((a) => selected.includes(a.followId)))}
            data-testid="bulk-unfollow"
          >
            取消关注
          </Button>
        </div>
      )}
      {follows.isError ? (
        <LoadFailure error={follows.error} onRetry={() => void follows.refetch()} />
      ) : (
        <FollowsTable
          apps={shown}
          loading={follows.isPending}
          groups={groups}
          selected={selected}
          onSelect={setSelected}
          onMove={move}
          onUnfollow={unfollow}
          onAlert={setAlerting}
          emptyText={apps.length === 0 ? '还没有关注的应用，点击「添加关注」开始' : '没有符合条件的应用'}
        />
      )}
      {managing && <GroupsDialog groups={groups} onClose={() => setManaging(false)} />}
      {alerting && <AlertDialog app={alerting} onClose={() => setAlerting(null)} />}
    </AccountPanel>
  );
}
