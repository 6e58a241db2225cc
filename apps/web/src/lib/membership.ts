import { config } from '../config.ts';

/** Spec 2.2: the membership purchase page, {membership host}/vip/index, opened in a new window. */
export const MEMBERSHIP_PATH = '/vip/index';

export function membershipUrl(host: string = config.accountHost): string {
  return `${host}${MEMBERSHIP_PATH}`;
}

export function openMembership(): void {
  window.open(membershipUrl(), '_blank', 'noopener');
}
