import { FloatButton } from 'antd';
import { VerticalAlignTopOutlined } from '@ant-design/icons';
import styles from './SideBar.module.css';

/** Spec 2.3 and 9: back-to-top appears after 60 px and sits 40 px above the bottom. */
const BACK_TOP_VISIBILITY = 60;
const BACK_TOP_BOTTOM = 40;
/** Centres the 48 px button under the 60 px bar, which sits 24 px from the edge. */
const BACK_TOP_RIGHT = 30;

/**
 * The side bar's back-to-top button (its own module: it shows only after scrolling, so it comes after the first paint).
 */
export default function BackTop() {
  return (
    <FloatButton.BackTop
      visibilityHeight={BACK_TOP_VISIBILITY}
      aria-label="回到顶部"
      data-testid="back-to-top"
      tooltip={{ title: '回到顶部', placement: 'left' }}
      icon={<VerticalAlignTopOutlined />}
      className={styles.backTop}
      style={{ insetBlockEnd: BACK_TOP_BOTTOM, insetInlineEnd: BACK_TOP_RIGHT }}
    />
  );
}
