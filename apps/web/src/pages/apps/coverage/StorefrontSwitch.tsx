import { findCountry } from '@bangyan/contract';
import { useAsoCountryQuery } from '../../../api/appCoverage.ts';
import { DataBlock } from '../../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../../components/data/useViewAnswer.tsx';
import styles from './Coverage.module.css';

/**
 * The storefronts the platform collects (apps/asoCountry), each with the app's coverage on its
 * latest collected day or 未收录 where its keywords are not collected; a click switches the page.
 */
export function StorefrontSwitch({
  appId,
  country,
  onCountry,
}: {
  appId: string;
  country: string;
  onCountry: (country: string) => void;
}) {
  const answer = useViewAnswer(useAsoCountryQuery({ appId }));
  const list = answer.data?.list ?? [];
  const current = list.find((c) => c.country === country);
  return (
    <DataBlock title="国家/地区关键词收录" testId="storefront-switch">
      {answer.failure ?? (
        <div className={styles.storefronts}>
          {list.map((c) => (
            <button
              key={c.country}
              type="button"
              className={styles.storefront}
              aria-pressed={c.country === country}
              onClick={() => onCountry(c.country)}
              title={c.collected ? `${c.day} 覆盖 ${c.coverage ?? 0} 个关键词` : '该国家/地区的关键词暂未采集'}
              data-testid={`storefront-${c.country}`}
            >
              {c.countryName}
              {c.collected ? (
                <span className={styles.storefrontCover}>覆盖 {c.coverage ?? 0}</span>
              ) : (
                <span className={styles.uncollected}>未收录</span>
              )}
            </button>
          ))}
        </div>
      )}
      {answer.data && current === undefined && (
        <p className={styles.note} data-testid="storefront-note">
          {findCountry(country)?.text ?? country}的关键词未收录（平台不采集该国家/地区），可切换到上方的国家/地区。
        </p>
      )}
      {current && !current.collected && (
        <p className={styles.note} data-testid="storefront-note">
          {current.countryName}的关键词未收录，以下关键词数据为空；可切换到已收录的国家/地区查看。
        </p>
      )}
    </DataBlock>
  );
}
