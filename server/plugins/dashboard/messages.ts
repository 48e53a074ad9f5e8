/** Messages of the dev page and the admin dashboard, in both languages. */
export const zhCN = {
  'dashboard.adminOnly': () => '无权限：只有管理员可以查看系统信息和管理看板',
};

export const enUS: typeof zhCN = {
  'dashboard.adminOnly': () => 'Forbidden: only an administrator may see the system information and the dashboard',
};

type AreaMessages = typeof zhCN;

declare module '../../i18n' {
  interface Messages extends AreaMessages {}
}
