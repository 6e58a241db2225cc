import { Tabs } from 'antd';
import { CONTENT_KINDS, type ContentKind } from '@bangyan/contract';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ContentSection } from './ContentSection.tsx';
import { KIND_SPECS } from './kinds.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const SETTINGS = 'settings';
const KINDS = Object.keys(CONTENT_KINDS) as ContentKind[];
const isKind = (tab: string | undefined): tab is ContentKind => KINDS.includes(tab as ContentKind);

/** /admin/content/:tab — 内容: every piece of public content, a tab a kind, and the site settings. */
export function ContentPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  if (tab !== SETTINGS && !isKind(tab)) return <Navigate to={`/admin/content/${KINDS[0]}`} replace />;
  return (
    <section data-testid="admin-content">
      <h2>内容</h2>
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(`/admin/content/${key}`)}
        destroyOnHidden
        items={[
          ...KINDS.map((kind) => ({
            key: kind,
            label: CONTENT_KINDS[kind],
            children: <ContentSection key={kind} kind={kind} spec={KIND_SPECS[kind]} />,
          })),
          { key: SETTINGS, label: '备案信息', children: <SettingsSection /> },
        ]}
      />
    </section>
  );
}
