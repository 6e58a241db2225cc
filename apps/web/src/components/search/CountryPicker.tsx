import { useMemo, useRef, useState } from 'react';
import { CloseCircleFilled, DownOutlined, SearchOutlined } from '@ant-design/icons';
import { COUNTRY_GROUPS, COUNTRIES, findCountry, searchCountries, type Country } from '@bangyan/contract';
import { loadPopover, useDeferredOverlay } from '../../lib/deferred.ts';
import styles from './CountryPicker.module.css';

/**
 * Spec 2.5 country picker: the storefronts in their groups (热门地区, 亚洲, 美国和加拿大, 欧洲,
 * 拉丁美洲, 非洲、中东和印度), searchable by Chinese name, pinyin, English name or code.
 */
export function CountryPicker({
  value,
  onChange,
  testId = 'search-country',
}: {
  value: string;
  onChange: (country: string) => void;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState(0);
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(
    () => (query.trim() === '' ? (COUNTRY_GROUPS[group]?.countries ?? []) : searchCountries(query, COUNTRIES)),
    [group, query],
  );

  const choose = (country: Country) => {
    if (country.disable) return;
    onChange(country.id);
    setOpen(false);
    setQuery('');
  };

  const panel = (
    <div className={styles.panel} data-testid="country-picker-panel">
      {/* A native field styled as antd's Input with a prefix and a clear button (lighter than Input). */}
      <div className={styles.search} onClick={() => searchRef.current?.focus()}>
        <SearchOutlined className={styles.searchIcon} />
        <input
          ref={searchRef}
          className={styles.searchInput}
          placeholder="搜索国家或地区（中文、拼音或英文）"
          aria-label="搜索国家或地区"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoFocus
          data-testid="country-picker-search"
        />
        <button
          type="button"
          className={query === '' ? `${styles.clear} ${styles.clearHidden}` : styles.clear}
          aria-label="清除"
          tabIndex={-1}
          onClick={() => {
            setQuery('');
            searchRef.current?.focus();
          }}
        >
          <CloseCircleFilled />
        </button>
      </div>
      {query.trim() === '' && (
        <div className={styles.groups} role="tablist" aria-label="地区分组">
          {COUNTRY_GROUPS.map((g, i) => (
            <button
              key={g.name}
              type="button"
              role="tab"
              aria-selected={i === group}
              className={i === group ? `${styles.group} ${styles.groupActive}` : styles.group}
              onClick={() => setGroup(i)}
            >
              {g.name}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <div className={styles.empty}>未找到该国家或地区</div>
      ) : (
        <div className={styles.grid}>
          {shown.map((c) => (
            <button
              key={c.id}
              type="button"
              disabled={c.disable}
              className={c.id === value ? `${styles.country} ${styles.countryActive}` : styles.country}
              onClick={() => choose(c)}
              title={c.text}
              data-testid={`country-${c.id}`}
            >
              {c.text}
            </button>
          ))}
        </div>
      )}
    </div>
  );

  // The Popover's code comes after the first paint; the trigger shows at once.
  const [antd, intent] = useDeferredOverlay(loadPopover, setOpen, false);
  const trigger = (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label="国家或地区"
      data-testid={testId}
      {...intent}
    >
      <span className={styles.triggerText}>{findCountry(value)?.text ?? value}</span>
      <DownOutlined className={styles.arrow} />
    </button>
  );
  if (!antd) return trigger;
  return (
    <antd.Popover
      content={panel}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
    >
      {trigger}
    </antd.Popover>
  );
}
