import { CloseOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import type { Advert } from '@bangyan/contract';
import { AdLink } from './AdLink.tsx';
import styles from './PopupAd.module.css';

/**
 * Home's popup ad (spec 2.4, 3: img_pc linking to url_pc), with a round close button under it. It
 * appears at once, without the dialog's zoom: the spec's 800 ms wait is delay enough, and the ad is
 * the largest thing a first visit paints.
 */
export function PopupAd({ ad, open, onClose }: { ad: Advert; open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      centered
      transitionName=""
      maskTransitionName=""
      width={440}
      title={null}
      classNames={{ container: styles.container, body: styles.body }}
    >
      <div data-testid="popup-ad">
        <AdLink url={ad.url_pc} className={styles.link} onClick={onClose}>
          <img className={styles.image} src={ad.img_pc} alt={ad.description || '活动广告'} width={440} height={560} />
        </AdLink>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="关闭广告"
          data-testid="popup-ad-close"
        >
          <CloseOutlined />
        </button>
      </div>
    </Modal>
  );
}
