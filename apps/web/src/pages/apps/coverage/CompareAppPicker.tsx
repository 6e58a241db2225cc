import { useState } from 'react';
import { AutoComplete, message } from 'antd';
import { COMPARE_APPS_MAX, COMPARE_TEXTS } from '@bangyan/contract';
import { useSuggestionsQuery } from '../../../api/search.ts';
import styles from './Coverage.module.css';

/**
 * Adds an app to the comparison: its name (the search box's app suggestions of the storefront) or
 * its id and Enter. A sixth app or one already compared is refused with a message.
 */
export function CompareAppPicker({
  appIds,
  country,
  onAdd,
}: {
  appIds: readonly string[];
  country: string;
  onAdd: (appId: string) => void;
}) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const suggestions = useSuggestionsQuery(typed === '' ? null : { keyword: typed, country, platform: 'ios' });
  const add = (appId: string) => {
    if (appIds.includes(appId)) void message.warning('该应用已在对比中');
    else if (appIds.length >= COMPARE_APPS_MAX) void message.error(COMPARE_TEXTS.tooMany);
    else {
      onAdd(appId);
      setText('');
    }
  };
  return (
    <AutoComplete
      className={styles.picker}
      value={text}
      onChange={setText}
      onSelect={(appId: string) => add(appId)}
      options={(suggestions.data?.app ?? []).map((a) => ({ value: a.id, label: `${a.label}（${a.id}）` }))}
      placeholder="输入应用名称或应用ID添加对比"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && /^\d{1,12}$/.test(typed)) add(typed);
      }}
      data-testid="compare-add"
    />
  );
}
