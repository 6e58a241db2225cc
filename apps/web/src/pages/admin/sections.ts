import type { AdminPermission } from '@bangyan/contract';

/** The console's sections, in menu order: each shown to an operator whose role has its permission. */
export const ADMIN_SECTIONS: readonly { path: string; label: string; permission: AdminPermission }[] = [
  { path: '/admin/feedback', label: '反馈', permission: 'feedback.read' },
  { path: '/admin/audit', label: '操作日志', permission: 'audit.read' },
  { path: '/admin/content', label: '内容', permission: 'content.edit' },
];

export const ADMIN_LOGIN_PATH = '/admin/login';
