/**
 * The `referer` query a page returns to (spec 2.1, 2.5): only an address of this site (a path
 * starting with one '/'), so a crafted link cannot send the visitor elsewhere.
 */
export function safeReferer(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const LOGIN_PATH = '/new/user/login';
export const REGISTER_PATH = '/new/user/register';

/** Login and register carry the current address so the visitor comes back here (spec 2.1). */
export function withReferer(path: string, address: string): string {
  return `${path}?referer=${encodeURIComponent(address)}`;
}
