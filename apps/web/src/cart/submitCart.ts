import { config } from '../config.ts';
import type { CartItem } from './cart.ts';

/** The account area's delivery-creation page for an app (spec 7). */
export function cartSubmitUrl(appId: string, accountHost: string = config.accountHost): string {
  return `${accountHost}/grow/create/app_id/${encodeURIComponent(appId)}`;
}

/**
 * Spec 7: a browser form POST in a new tab, fields submit_type=cart and the comma-joined
 * keywords. A real form (not fetch) because the target is a page of the account area that the
 * visitor continues on, with their own cookies.
 */
export function submitCart(appId: string, items: readonly CartItem[]): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = cartSubmitUrl(appId);
  form.target = '_blank';
  form.style.display = 'none';
  const fields: Record<string, string> = {
    submit_type: 'cart',
    keywords: items.map((item) => item.keyword).join(','),
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
