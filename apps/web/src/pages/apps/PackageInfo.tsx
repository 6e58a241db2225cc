import type { TableColumnsType } from 'antd';
import { formatFileSize, NO_VALUE, packageDetail, type DataOf } from '@bangyan/contract';
import { DATA_TEXTS } from '../../components/data/DataState.tsx';
import { usePackageQuery } from '../../api/appMeta.ts';
import { DataBlock } from '../../components/page/DataPage.tsx';
import { useViewAnswer } from '../../components/data/useViewAnswer.tsx';
import { ViewTable } from '../../components/data/ViewTable.tsx';
import styles from '../../components/appDetail/AppDetail.module.css';

type Package = DataOf<typeof packageDetail>;
type Item = Package['inAppPurchases'][number];
type Size = Package['sizeHistory'][number];

const itemColumns: TableColumnsType<Item> = [
  { key: 'name', title: '内购项目', render: (_, i) => i.name },
  { key: 'price', title: '价格', width: 120, render: (_, i) => i.formattedPrice },
];

const sizeColumns: TableColumnsType<Size> = [
  { key: 'version', title: '版本', width: 120, render: (_, v) => v.version },
  { key: 'time', title: '发布时间', width: 170, render: (_, v) => v.time },
  { key: 'size', title: '大小', render: (_, v) => formatFileSize(v.fileSizeBytes) },
];

/** The package facts as the page labels them. */
const packageFacts = (p: Package): [label: string, value: string][] => [
  ['Bundle ID', p.bundleId || NO_VALUE],
  ['大小', formatFileSize(p.fileSizeBytes)],
  ['价格', p.formattedPrice || NO_VALUE],
  ['年龄分级', p.contentRating || NO_VALUE],
  ['语言', p.languages.join('、') || NO_VALUE],
];

/**
 * baseinfo's 安装包信息: the app's package as the storefront lists it (bundle id, size, price, age
 * rating, languages), the in-app purchase items search has shown with their prices, and the size
 * of each version where it was recorded.
 */
export function PackageInfo({ appId, country }: { appId: string; country: string }) {
  const answer = useViewAnswer(usePackageQuery({ appId, country }));
  const p = answer.data;
  return (
    <DataBlock title="安装包信息" testId="app-package">
      {answer.failure ??
        (p ? (
          <>
            <dl className={styles.facts2}>
              {packageFacts(p).map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd data-testid={`package-${label}`}>{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className={styles.tableTitle}>内购项目（{p.inAppPurchases.length}）</h3>
            <ViewTable<Item>
              answer={answer}
              rows={p.inAppPurchases}
              columns={itemColumns}
              rowKey="id"
              rowTestId="iap-row"
              empty="搜索结果中暂未出现该应用的内购项目"
              pageSize={10}
            />
            <h3 className={styles.tableTitle}>各版本大小</h3>
            <ViewTable<Size>
              answer={answer}
              rows={p.sizeHistory}
              columns={sizeColumns}
              rowKey="version"
              rowTestId="size-row"
              empty="暂无记录到大小的版本"
              pageSize={10}
            />
          </>
        ) : (
          <p className={styles.note}>{DATA_TEXTS.loading}</p>
        ))}
    </DataBlock>
  );
}
