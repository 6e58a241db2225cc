import { Skeleton } from 'antd';
import { useAccountProfileQuery } from '../../api/account.ts';
import { useUserInfo } from '../../api/user.ts';
import { LoadFailure } from '../../components/data/DataState.tsx';
import { AccountBindings } from './AccountBindings.tsx';
import { AccountSection } from './AccountSection.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { LoginHistory } from './LoginHistory.tsx';
import { MembershipSummary } from './MembershipSummary.tsx';
import { ProfileBasics } from './ProfileBasics.tsx';

/** /user/info: the avatar and nickname, the ways into the account, the membership, and the login history. */
export function ProfilePage() {
  const { data: user } = useUserInfo();
  return <AccountPanel title="个人资料">{user && <ProfileSections uid={user.uid} />}</AccountPanel>;
}

function ProfileSections({ uid }: { uid: number }) {
  const profile = useAccountProfileQuery(uid);
  if (profile.isError) {
    return <LoadFailure error={profile.error} onRetry={() => void profile.refetch()} testId="profile-error" />;
  }
  if (!profile.data) return <Skeleton avatar active paragraph={{ rows: 6 }} />;
  return (
    <div data-testid="account-profile">
      <ProfileBasics profile={profile.data} />
      <AccountSection title="会员信息" testId="section-membership">
        <MembershipSummary profile={profile.data} />
      </AccountSection>
      <AccountSection title="账号绑定" testId="section-bindings">
        <AccountBindings profile={profile.data} />
      </AccountSection>
      <AccountSection title="登录记录" testId="section-logins">
        <LoginHistory uid={uid} />
      </AccountSection>
    </div>
  );
}
