/** The games site's announced features (site_products.features): one "标题：说明" a line. */
export interface ProductFeature {
  title: string;
  text: string;
}

export const FEATURE_TITLE_MAX = 12;
export const FEATURE_TEXT_MAX = 40;

/** Each non-blank line split at its first "：" (or ":"); a line without one, or too long a part, is null. */
export function parseFeatureLines(text: string): (ProductFeature | null)[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((line) => {
      const at = line.search(/[：:]/);
      if (at < 0) return null;
      const title = line.slice(0, at).trim();
      const body = line.slice(at + 1).trim();
      if (title === '' || body === '') return null;
      if ([...title].length > FEATURE_TITLE_MAX || [...body].length > FEATURE_TEXT_MAX) return null;
      return { title, text: body };
    });
}
