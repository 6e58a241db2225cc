import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_APP_KEYWORDS_PATH } from '@bangyan/contract';
import { saveKeywordAlertRule, useKeywordAlertRulesQuery, useRefreshWatched } from '../../api/apps.ts';
import { useEnvelopeAction } from '../../api/useEnvelopeAction.tsx';
import { keywordMonitorPath } from '../../lib/appPaths.ts';
import { AlertRulesSection, type RuleRow } from './AlertRulesSection.tsx';
import { followKey, useFollowLookup } from './followLookup.ts';
import { KeywordAlertDialog, keywordRuleParts, type KeywordAlertValue } from './KeywordAlertDialog.tsx';

/** A rule as the list shows it and as 应用关键词's dialog edits it. */
type Row = RuleRow & KeywordAlertValue & { trackName: string };

/**
 * 我的订阅's 关键词提醒: every keyword alert rule (a rank move of at least N places, leaving the top 10, its channels),
 * 修改 in 应用关键词's dialog and 删除 after confirming (the rule saved with both off). An app not followed shows its id
 * and leads to its keyword monitor.
 */
export function KeywordAlertRules() {
  const rules = useKeywordAlertRulesQuery({});
  const { loading, followOf } = useFollowLookup();
  const refresh = useRefreshWatched();
  const { run, pending, holder, message } = useEnvelopeAction();
  const [editing, setEditing] = useState<Row | null>(null);

  const rows: Row[] = (rules.data?.list ?? []).map((r) => {
    const follow = followOf('ios', r.country, r.appId);
    const name = follow?.trackName ?? r.appId;
    return { ...r, channels: [...r.channels], name, trackName: name, follow, parts: keywordRuleParts(r) };
  });
  const key = (r: Row) => followKey('ios', r.country, r.appId);
  const remove = (r: Row) =>
    run(
      key(r),
      () => saveKeywordAlertRule(r, { minChange: 0, top10Exit: false, channels: r.channels }),
      async () => {
        void message.success('已删除关键词提醒');
        await refresh();
      },
    );

  return (
    <AlertRulesSection<Row>
      title="关键词提醒"
      ruleTitle="提醒规则"
      what="关键词提醒"
      testId="keyword-alert-rules"
      rules={rules}
      rows={rows}
      loading={loading}
      rowKey={key}
      fallbackTo={(r) => keywordMonitorPath(r.appId, r.country)}
      pending={pending}
      onEdit={setEditing}
      onDelete={(r) => void remove(r)}
      empty={
        <>
          还没有关键词提醒：在<Link to={ACCOUNT_APP_KEYWORDS_PATH}>应用关键词</Link>中点击应用的「关键词提醒」开启
        </>
      }
    >
      {holder}
      {editing && <KeywordAlertDialog app={editing} rule={editing} onClose={() => setEditing(null)} />}
    </AlertRulesSection>
  );
}
