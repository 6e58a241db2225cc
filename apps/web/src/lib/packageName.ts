/**
 * The Android package an app-market address names, when it names one: a query parameter the markets use (`id`,
 * `pkg`, `pkgName`, `packageName`, `package`), else the last path segment that reads as a package
 * (`com.example.app`). Null when the address names none (e.g. a market's own numeric app id).
 */
const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/;
const PARAMS = ['id', 'pkg', 'pkgName', 'packageName', 'package', 'appId'];

export function packageFromUrl(address: string): string | null {
  const text = address.trim();
  if (PACKAGE.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  for (const name of PARAMS) {
    const value = url.searchParams.get(name);
    if (value && PACKAGE.test(value)) return value;
  }
  const segments = url.pathname.split('/').filter((s) => s !== '');
  return (
    [...segments]
      .reverse()
      .find((s) => PACKAGE.test(s.replace(/\.html?$/, '')))
      ?.replace(/\.html?$/, '') ?? null
  );
}
