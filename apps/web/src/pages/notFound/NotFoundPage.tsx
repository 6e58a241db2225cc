import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { PAGE_NAMES } from '@bangyan/contract';
import styles from './NotFoundPage.module.css';

/** Spec 2.5: the header (from the layout), the message and a way back to Home. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-testid="not-found">
      <Result
        status="404"
        title={<span className={styles.title}>{PAGE_NAMES['/404']}</span>}
        subTitle="页面可能已被移除，或者链接地址有误"
        extra={
          <Button type="primary" size="large" onClick={() => void navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
