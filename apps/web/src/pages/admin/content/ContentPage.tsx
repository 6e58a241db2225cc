import { Tabs } from 'antd';
import { CONTENT_KINDS, PAGE_CONTENT_KINDS, type ContentKind } from '@bangyan/contract';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ContentSection } from './ContentSection.tsx';
import { KIND_SPECS } from './kinds.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const SETTINGS = 'settings';
const ALL_KINDS = Object.keys(CONTENT_KINDS) as ContentKind[];
const isPageKind = (kind: ContentKind) => (PAGE_CONTENT_KINDS as readonly ContentKind[]).includes(kind);

/** The console's two sections of public content: 内容 (the site's content, and its settings) and 页面 (the pages'). */
const GROUPS = {
  content: { title: '内容', base: '/admin/content', kinds: ALL_KINDS.filter((k) => !isPageKind(k)), settings: true },
  pages: { title: '页面', base: '/admin/pages', kinds: ALL_KINDS.filter(isPageKind), settings: false },
};

/** /admin/content/:tab and /admin/pages/:tab — a tab a kind of content (and 内容's site settings). */
function ContentTabs({ group }: { group: keyof typeof GROUPS }) {
  const { title, base, kinds, settings } = GROUPS[group];
  const { tab } = useParams();
  const navigate = useNavigate();
  const known = (settings && tab === SETTINGS) || kinds.includes(tab as ContentKind);
  if (!known) return <Navigate to={`${base}/${kinds[0]}`} replace />;
  return (
    <section data-testid={`admin-${group}`}>
      <h2>{title}</h2>
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(`${base}/${key}`)}
        destroyOnHidden
        items={[
          ...kinds.map((kind) => ({
            key: kind,
            label: CONTENT_KINDS[kind],
            children: <ContentSection key={kind} kind={kind} spec={KIND_SPECS[kind]} />,
          })),
          ...(settings ? [{ key: SETTINGS, label: '备案信息', children: <SettingsSection /> }] : []),
        ]}
      />
    </section>
  );
}

export const ContentPage = () => <ContentTabs group="content" />;
export const PagesContentPage = () => <ContentTabs group="pages" />;
