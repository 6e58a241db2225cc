import { Button, Empty, Skeleton } from 'antd';
import { errorMessage } from '../../api/client.ts';
import { useUpdateLog } from '../../api/updateLog.ts';
import { AccountPanel } from './AccountPanel.tsx';
import styles from './UpdateLog.module.css';

/** /user/updateLog: the product's releases as a timeline, newest first (version, day, title, what changed). */
export function UpdateLogPage() {
  const log = useUpdateLog();
  const notes = log.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <AccountPanel title="更新日志" testId="account-update-log">
      {log.isError ? (
        <div className={styles.state}>{errorMessage(log.error)}</div>
      ) : !log.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : notes.length === 0 ? (
        <Empty className={styles.state} image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无更新日志" />
      ) : (
        <ol className={styles.timeline}>
          {notes.map((note, i) => (
            <li key={note.version} className={styles.release} data-testid="release">
              <div className={styles.when}>
                <span className={styles.version}>{note.version}</span>
                <time className={styles.day} dateTime={note.releasedOn}>
                  {note.releasedOn}
                </time>
              </div>
              <span className={i === 0 ? `${styles.node} ${styles.latestNode}` : styles.node} aria-hidden />
              <div className={styles.card}>
                <h2 className={styles.title}>
                  {note.title}
                  {i === 0 && <span className={styles.latest}>最新</span>}
                </h2>
                <ul className={styles.items}>
                  {note.items.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <div className={styles.more}>
          <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
            查看更早的版本
          </Button>
        </div>
      )}
    </AccountPanel>
  );
}
