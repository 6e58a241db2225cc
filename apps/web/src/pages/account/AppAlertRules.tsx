import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_FOLLOWED_APPS_PATH } from '@bangyan/contract';
import { saveAlertRule, useAlertRulesQuery, useRefreshFollows } from '../../api/follow.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { iosAppPath } from '../../lib/appPaths.ts';
import { AlertDialog } from './AlertDialog.tsx';
import { AlertRulesSection, type RuleRow } from './AlertRulesSection.tsx';
import { followKey, useFollowLookup } from './followLookup.ts';
import { alertKindName, type FollowAlertRule } from './followsExport.ts';

/** A rule as the list shows it and as 我的关注's dialog edits it. */
type Row = RuleRow & FollowAlertRule;

/**
 * 我的订阅's 应用提醒: every alert rule on a followed app (its kinds, the rank kind with its N, its channels), 修改 in
 * 我的关注's dialog and 删除 after confirming (the rule saved with no kinds).
 */
export function AppAlertRules() {
  const rules = useAlertRulesQuery();
  const { loading, followOf } = useFollowLookup();
  const refresh = useRefreshFollows();
  const { run, pending, holder, message } = useEnvelopeAction();
  const [editing, setEditing] = useState<Row | null>(null);

  const rows: Row[] = (rules.data?.list ?? []).map((r) => {
    const follow = followOf(r.market, r.country, r.appId);
    const name = follow?.trackName ?? r.appId;
    return {
      appId: r.appId,
      country: r.country,
      name,
      follow,
      parts: r.kinds.map((k) => alertKindName(k, r.rankTop)),
      channels: r.channels,
      trackId: r.appId,
      trackName: name,
      market: r.market,
      alertKinds: r.kinds,
      alertRankTop: r.rankTop,
      alertChannels: r.channels,
    };
  });
  const key = (r: Row) => followKey(r.market, r.country, r.appId);
  const remove = (r: Row) =>
    run(
      key(r),
      () =>
        saveAlertRule(
          { appId: r.appId, market: r.market, country: r.country },
          { kinds: [], channels: r.alertChannels, rankTop: r.alertRankTop },
        ),
      async () => {
        void message.success('已删除应用提醒');
        await refresh();
      },
    );

  return (
    <AlertRulesSection<Row>
      title="应用提醒"
      ruleTitle="提醒类型"
      what="应用提醒"
      testId="app-alert-rules"
      rules={rules}
      rows={rows}
      loading={loading}
      rowKey={key}
      fallbackTo={(r) => iosAppPath(r.appId, r.country)}
      pending={pending}
      onEdit={setEditing}
      onDelete={(r) => void remove(r)}
      empty={
        <>
          还没有应用提醒：在<Link to={ACCOUNT_FOLLOWED_APPS_PATH}>我的关注</Link>中点击应用的「提醒设置」开启
        </>
      }
    >
      {holder}
      {editing && <AlertDialog app={editing} onClose={() => setEditing(null)} />}
    </AlertRulesSection>
  );
}
