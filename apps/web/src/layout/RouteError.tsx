import { WarningFilled } from '@ant-design/icons';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './RouteError.module.css';

/**
 * Last line of defence for a route that failed to load or render. After a deploy, an old tab
 * asks for page chunks that no longer exist; reloading fetches the new ones. Plain buttons, not
 * antd's: this part of the first page's code must not bring antd's Button with it.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <div className={styles.wrap} role="alert">
      <WarningFilled className={styles.icon} />
      <h1 className={styles.title}>页面加载失败</h1>
      <p className={styles.text}>{status ? `错误码 ${status}，请刷新页面重试` : '网络似乎开小差了，请刷新页面重试'}</p>
      <div className={styles.actions}>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => window.location.reload()}>
          刷新页面
        </button>
        <a className={styles.button} href="/">
          返回首页
        </a>
      </div>
    </div>
  );
}
