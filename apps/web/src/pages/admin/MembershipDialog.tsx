import { useState } from 'react';
import { DatePicker, Input, Modal, Segmented } from 'antd';
import {
  ADMIN_OPS_TEXTS,
  ADMIN_REASON_MAX,
  TIER_LABELS,
  TIERS,
  type AdminUserDetail,
  type Tier,
} from '@bangyan/contract';
import { dayjs, type Dayjs } from '../../lib/dayjs.ts';
import { TierTag } from './UsersPage.tsx';
import { useSubmit } from './useSubmit.ts';
import styles from './Admin.module.css';

/**
 * Setting a user's paid membership: the tier, the last day it runs through (not for 普通用户) and the required reason,
 * which the audit log keeps. The SVIP trial is apart and unchanged.
 */
export function MembershipDialog({
  user,
  onSubmit,
  onClose,
}: {
  user: AdminUserDetail['user'];
  onSubmit: (form: { tier: Tier; endDate?: string; reason: string }) => Promise<void>;
  onClose: () => void;
}) {
  const [tier, setTier] = useState<Tier>(user.paidRole === 'normal' ? 'vip' : user.paidRole);
  // The running membership's last day to start from; none when it is over.
  const [end, setEnd] = useState<Dayjs | null>(() =>
    user.paidEndsAt && Date.parse(user.paidEndsAt) > Date.now() ? dayjs(Date.parse(user.paidEndsAt) - 1) : null,
  );
  const [reason, setReason] = useState('');
  const { pending, submit: send, fail, holder } = useSubmit();
  const submit = () => {
    if (tier !== 'normal' && end === null) return fail(ADMIN_OPS_TEXTS.endDate);
    if (reason.trim() === '') return fail(ADMIN_OPS_TEXTS.reason);
    const endDate = tier === 'normal' ? undefined : end!.format('YYYYMMDD');
    return send(() => onSubmit({ tier, endDate, reason: reason.trim() }));
  };
  return (
    <Modal open title="设置会员" okText="保存" confirmLoading={pending} onOk={() => void submit()} onCancel={onClose}>
      {holder}
      <p>
        当前：
        <TierTag tier={user.tier} endsAt={user.tierEndsAt} />
      </p>
      <div className={styles.fieldRow}>
        <span>会员类型</span>
        <Segmented<Tier>
          value={tier}
          onChange={setTier}
          options={TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }))}
        />
      </div>
      {tier !== 'normal' && (
        <div className={styles.fieldRow}>
          <span>到期日</span>
          <DatePicker
            aria-label="到期日"
            value={end}
            onChange={setEnd}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            placeholder="会员有效期至（含当天）"
          />
        </div>
      )}
      <Input.TextArea
        aria-label="原因"
        rows={3}
        maxLength={ADMIN_REASON_MAX}
        showCount
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="请填写原因（会记录在操作日志中）"
      />
    </Modal>
  );
}
