import { Link } from 'react-router';
import { CrownOutlined } from '@ant-design/icons';
import { parseRoleStr, TIER_LABELS, type AccountProfile } from '@bangyan/contract';
import { MEMBERSHIP_PATH } from '../../lib/membership.ts';
import styles from './Profile.module.css';

/** 会员信息: the tier and its last day as user info has them, the SVIP trial's end, and the membership page. */
export function MembershipSummary({ profile }: { profile: AccountProfile }) {
  const tier = parseRoleStr(profile.user.roleStr);
  const trial = profile.svipTrialEndDate;
  return (
    <div className={styles.membership} data-tier={tier} data-testid="profile-membership">
      <span className={styles.crown}>
        <CrownOutlined />
      </span>
      <div className={styles.membershipMain}>
        <div className={styles.membershipTier}>
          <span className={styles.tierName} data-testid="profile-tier">
            {tier === 'normal' ? '免费用户' : `${TIER_LABELS[tier]}会员`}
          </span>
          {profile.user.roleEndDate && (
            <span className={styles.membershipEnd}>{`有效期至 ${profile.user.roleEndDate}`}</span>
          )}
        </div>
        <div className={styles.membershipNote}>
          {trial === ''
            ? '开通会员可查看更长的历史数据、导出数据并关注更多应用'
            : profile.svipTrialEnded
              ? `SVIP 7天体验已于 ${trial} 结束`
              : `SVIP 7天体验中，${trial} 结束`}
        </div>
      </div>
      <Link className={styles.membershipLink} to={MEMBERSHIP_PATH} data-testid="profile-membership-link">
        {tier === 'normal' ? '开通会员' : '续费 / 升级'}
      </Link>
    </div>
  );
}
