/** The login and register pages' addresses, and the `referer` they return to (`safeReferer`, in the contract). */
export const LOGIN_PATH = '/new/user/login';
export const REGISTER_PATH = '/new/user/register';

/** Login and register carry the current address so the visitor comes back here (spec 2.1). */
export function withReferer(path: string, address: string): string {
  return `${path}?referer=${encodeURIComponent(address)}`;
}
