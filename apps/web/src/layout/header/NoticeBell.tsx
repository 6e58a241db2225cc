import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES_PATH } from '@bangyan/contract';
import { useUnreadNotices, useUnreadOnNavigation } from '../../api/unreadNotices.ts';
import { config } from '../../config.ts';
import styles from './Header.module.css';

/**
 * The header's bell: the logged-in user's unread notices as a badge, opening the message centre (in this app, or on
 * the account host in a new window when one is configured, as the avatar menu's links do). The count is one small
 * request, asked again on navigation once it is a minute old.
 */
export function NoticeBell({ uid }: { uid: number }) {
  const { data } = useUnreadNotices(uid);
  useUnreadOnNavigation(uid);
  const count = data?.total ?? 0;
  const props = {
    className: styles.bell,
    title: '消息中心',
    'aria-label': count > 0 ? `消息中心，${count}条未读` : '消息中心',
    'data-testid': 'notice-bell',
  };
  const content = (
    <>
      <BellOutlined />
      {count > 0 && (
        <span className={styles.bellBadge} data-testid="notice-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  return config.accountHost ? (
    <a href={`${config.accountHost}${ACCOUNT_MESSAGES_PATH}`} target="_blank" rel="noopener noreferrer" {...props}>
      {content}
    </a>
  ) : (
    <Link to={ACCOUNT_MESSAGES_PATH} {...props}>
      {content}
    </Link>
  );
}
