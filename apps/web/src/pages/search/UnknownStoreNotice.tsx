import { useSearchParams } from 'react-router';
import { Alert } from 'antd';
import { ANDROID_SEARCH_TEXTS, KEYWORD_TEXTS } from '@bangyan/contract';

/**
 * A storefront (`country`) or Android market (`market`) in the address that the site does not know
 * (a hand-edited or old link): said plainly, with what is shown instead, rather than an error page.
 */
export function UnknownStoreNotice({
  param,
  valid,
  shown,
}: {
  param: 'country' | 'market';
  valid: (code: string) => boolean;
  shown: string;
}) {
  const [params] = useSearchParams();
  const raw = params.get(param);
  if (raw === null || valid(raw)) return null;
  const text = param === 'country' ? KEYWORD_TEXTS.country : ANDROID_SEARCH_TEXTS.market;
  return (
    <Alert type="warning" showIcon message={`${text}「${raw}」，已显示${shown}的数据`} data-testid="unknown-store" />
  );
}
