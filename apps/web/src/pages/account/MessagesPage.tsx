import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Empty, message as antMessage, Pagination, Spin, Tabs } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  NOTICE_FILTERS,
  NOTICE_KIND_LABELS,
  NOTICE_PAGE_SIZE,
  type Notice,
  type NoticeFilter,
  type NoticeUnread,
} from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import { useMarkNotices, useNoticeList } from '../../api/messages.ts';
import { useUnreadNotices } from '../../api/unreadNotices.ts';
import { useUserInfo } from '../../api/user.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { noticePieces } from './noticeText.ts';
import styles from './Messages.module.css';

const FILTER_LABELS: Record<NoticeFilter, string> = { all: '全部', ...NOTICE_KIND_LABELS };

const unreadOf = (unread: NoticeUnread | undefined, kind: NoticeFilter): number =>
  unread === undefined ? 0 : kind === 'all' ? unread.total : unread.kinds[kind];

/** /user/message: the user's notices by kind, newest first; opening one marks it read and follows its link. */
export function MessagesPage() {
  const { data: user } = useUserInfo();
  return user ? <Messages uid={user.uid} /> : null;
}

function Messages({ uid }: { uid: number }) {
  const [kind, setKind] = useState<NoticeFilter>('all');
  const [page, setPage] = useState(1);
  const [markingAll, setMarkingAll] = useState(false);
  const unread = useUnreadNotices(uid, true).data;
  const list = useNoticeList(uid, kind, page);
  const mark = useMarkNotices(uid);
  const navigate = useNavigate();

  const fail = (error: unknown) => void antMessage.error(errorMessage(error));
  const open = (notice: Notice, event: MouseEvent) => {
    if (!notice.read) mark.read([notice.id]).catch(fail);
    // A link inside the body goes where it points; elsewhere the notice's own link is followed.
    const inBodyLink = (event.target as HTMLElement).closest('a') !== null;
    if (notice.link && !inBodyLink) navigate(notice.link);
  };
  const readAll = async () => {
    setMarkingAll(true);
    try {
      await mark.readAll(kind);
      void antMessage.success('已全部标为已读');
    } catch (error) {
      fail(error);
    } finally {
      setMarkingAll(false);
    }
  };

  const answer = list.data;
  return (
    <AccountPanel
      title="消息中心"
      testId="account-messages"
      extra={
        <Button onClick={() => void readAll()} loading={markingAll} disabled={unreadOf(unread, kind) === 0}>
          全部已读
        </Button>
      }
    >
      <Tabs
        activeKey={kind}
        onChange={(key) => {
          setKind(key as NoticeFilter);
          setPage(1);
        }}
        items={NOTICE_FILTERS.map((k) => ({
          key: k,
          label: (
            <span className={styles.tab} data-testid={`notice-tab-${k}`}>
              {FILTER_LABELS[k]}
              {unreadOf(unread, k) > 0 && <span className={styles.tabCount}>{unreadOf(unread, k)}</span>}
            </span>
          ),
        }))}
      />
      {list.isError ? (
        <div className={styles.state}>{errorMessage(list.error)}</div>
      ) : !answer ? (
        <div className={styles.state}>
          <Spin />
        </div>
      ) : answer.list.length === 0 ? (
        <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      ) : (
        <>
          <ul className={styles.list} data-testid="notice-list">
            {answer.list.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpen={open} />
            ))}
          </ul>
          <Pagination
            className={styles.pages}
            align="end"
            current={page}
            pageSize={NOTICE_PAGE_SIZE}
            total={answer.total}
            onChange={setPage}
            hideOnSinglePage
            showSizeChanger={false}
          />
        </>
      )}
    </AccountPanel>
  );
}

/** One notice: unread ones marked with a dot and a bolder title; the whole card opens it. */
function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice, event: MouseEvent) => void }) {
  return (
    <li
      className={notice.read ? styles.item : `${styles.item} ${styles.unread}`}
      data-testid="notice"
      data-read={notice.read}
      onClick={(event) => onOpen(notice, event)}
    >
      <span className={styles.dot} aria-hidden />
      <div className={styles.main}>
        <div className={styles.head}>
          <span className={styles.kind} data-kind={notice.kind}>
            {NOTICE_KIND_LABELS[notice.kind]}
          </span>
          <button type="button" className={styles.title}>
            {notice.title}
            {!notice.read && <span className={styles.hidden}>（未读）</span>}
          </button>
          <time className={styles.time} dateTime={notice.createdAt}>
            {formatDateTime(Date.parse(notice.createdAt))}
          </time>
        </div>
        {notice.body && (
          <p className={styles.body}>
            {noticePieces(notice.body).map((piece, i) =>
              piece.to ? (
                <Link key={i} to={piece.to}>
                  {piece.text}
                </Link>
              ) : (
                piece.text
              ),
            )}
          </p>
        )}
        {notice.link && (
          <span className={styles.more}>
            查看详情
            <RightOutlined />
          </span>
        )}
      </div>
    </li>
  );
}
