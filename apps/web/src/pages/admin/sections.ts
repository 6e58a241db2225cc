import type { AdminPermission } from '@bangyan/contract';

/** The console's sections, in menu order: each shown to an operator whose role has its permission. */
export const ADMIN_SECTIONS: readonly { path: string; label: string; permission: AdminPermission }[] = [
  { path: '/admin/feedback', label: '反馈', permission: 'feedback.read' },
  { path: '/admin/audit', label: '操作日志', permission: 'audit.read' },
  { path: '/admin/overview', label: '概览', permission: 'overview.read' },
  { path: '/admin/users', label: '用户', permission: 'users.read' },
  { path: '/admin/orders', label: '订单', permission: 'orders.read' },
  { path: '/admin/links', label: '关联申请', permission: 'links.review' },
  { path: '/admin/operators', label: '运营账号', permission: 'operators.manage' },
  { path: '/admin/leads', label: '线索', permission: 'leads.read' },
  { path: '/admin/content', label: '内容', permission: 'content.edit' },
  { path: '/admin/pages', label: '页面', permission: 'content.edit' },
];

export const ADMIN_LOGIN_PATH = '/admin/login';
