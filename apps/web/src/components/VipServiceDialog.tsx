import { Button, Modal, message as antMessage } from 'antd';
import { ACCOUNT_TEXTS, REGISTRATION_GIFT, SVIP_TRIAL_DAYS, TIER_LABELS, svipTrial } from '@bangyan/contract';
import { useCooperateListQuery } from '../api/site.ts';
import { request, errorMessage } from '../api/client.ts';
import { useSetUserInfo, useUserInfo } from '../api/user.ts';
import { browserStorage } from '../lib/storage.ts';
import { useDialogStore } from '../store/dialogs.ts';
import { VIP_DIALOG_STORAGE_KEY } from '../layout/useVipDialog.ts';
import styles from './VipServiceDialog.module.css';

/** The business-info item whose QR the dialog shows (spec 2.5). */
export const DOMESTIC_BUSINESS_NAME = '国内商务合作';
const CAPTIONS = ['更多行业数据', '一线行业资源', '及时提醒', '专属优质服务'];

/**
 * Spec 2.5 VIP/SVIP service dialog (336 px). vip: after the first login, the gift and a tutor's QR.
 * svip: from Home's trial button, the QR and the one-time 7-day SVIP trial.
 */
export default function VipServiceDialog() {
  const mode = useDialogStore((s) => s.vipDialog);
  const close = useDialogStore((s) => s.closeVipDialog);
  const { data: business } = useCooperateListQuery();
  const { data: user } = useUserInfo();
  const setUserInfo = useSetUserInfo();
  const [message, messageHolder] = antMessage.useMessage();
  const qr = business?.find((b) => b.name === DOMESTIC_BUSINESS_NAME);

  const onClose = () => {
    if (mode === 'vip') browserStorage().setItem(VIP_DIALOG_STORAGE_KEY, '1');
    close();
  };

  const claim = async () => {
    try {
      const envelope = await request(svipTrial);
      if (envelope.code !== 0) {
        void message.error(envelope.msg);
        return;
      }
      setUserInfo(envelope.data);
      void message.success(ACCOUNT_TEXTS.trialClaimed);
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };

  const canClaim = user ? !user.svipTrialUsed && user.roleStr !== 'svip' : false;
  return (
    <Modal
      open={mode !== null}
      onCancel={onClose}
      footer={null}
      width={336}
      centered
      title={null}
      data-testid="vip-dialog"
    >
      {messageHolder}
      <div className={styles.body} data-testid="vip-dialog-body" data-mode={mode ?? ''}>
        {mode === 'vip' ? (
          <>
            <div
              className={styles.title}
            >{`注册登录成功，账号已获赠${REGISTRATION_GIFT.months}个月${TIER_LABELS[REGISTRATION_GIFT.tier]}`}</div>
            <div className={styles.subtitle}>扫码添加官方导师，免费获取定制化VIP服务</div>
          </>
        ) : (
          <div className={styles.title}>扫码免费领取SVIP</div>
        )}
        {qr?.img ? (
          <img className={styles.qr} src={qr.img} alt={`${qr.name}二维码`} width={160} height={160} />
        ) : (
          qr?.description && <div className={styles.subtitle}>{qr.description}</div>
        )}
        <ul className={styles.captions}>
          {CAPTIONS.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        {mode === 'svip' && canClaim && (
          <Button type="primary" block onClick={() => void claim()} data-testid="claim-svip-trial">
            {`立即领取${SVIP_TRIAL_DAYS}天SVIP体验`}
          </Button>
        )}
        {mode === 'svip' && user?.roleStr === 'svip' && (
          <div className={styles.subtitle} data-testid="svip-until">{`SVIP有效期至 ${user.roleEndDate}`}</div>
        )}
      </div>
    </Modal>
  );
}
