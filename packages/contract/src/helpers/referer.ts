/**
 * The `referer` a page returns to (spec 2.1, 2.5): only an address of this site (a path starting with one '/'), so a
 * crafted link cannot send the visitor elsewhere. The web app reads it from its query; the server takes it for WeChat's
 * web authorization, which returns there.
 */
export function safeReferer(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // A URL parser drops tabs and line breaks ('/\t/evil.example' would become '//evil.example'): none may appear.
  return /[\s\p{Cc}]/u.test(value) ? null : value;
}
