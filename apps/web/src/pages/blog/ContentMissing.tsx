import { ApiFailure, ErrorCode } from '@bangyan/contract';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import styles from './Blog.module.css';

/** True when the answer says the article or post does not exist (404 in the envelope). */
export const isMissing = (error: unknown) => error instanceof ApiFailure && error.code === ErrorCode.NOT_FOUND;

/** An article's or post's page when there is none (an unknown id, or a failure): the reason and the way back. */
export function ContentMissing({ error, backTo, backLabel }: { error: unknown; backTo: string; backLabel: string }) {
  return (
    <Result
      className={styles.missing}
      status={isMissing(error) ? '404' : 'warning'}
      title={isMissing(error) ? errorMessage(error) : '内容加载失败'}
      subTitle={isMissing(error) ? '链接可能有误，或内容已被移除' : errorMessage(error)}
      extra={
        <Link to={backTo}>
          <Button type="primary">{backLabel}</Button>
        </Link>
      }
      data-testid="content-missing"
    />
  );
}
