import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseYmd } from '@bangyan/contract';

/**
 * One query parameter of a page's URL: how its text reads (anything invalid or missing reads as
 * the default, so a hand-edited address never breaks the page) and the default, which is left out
 * of the address.
 */
export interface UrlParam<T> {
  read: (raw: string | null) => T;
  fallback: () => T;
}

/** An integer from `allowed` (e.g. genre ids), else the default. */
export function intParam(fallback: number, allowed: (n: number) => boolean = () => true): UrlParam<number> {
  return {
    read: (raw) => {
      const n = raw !== null && /^-?\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      return Number.isInteger(n) && allowed(n) ? n : fallback;
    },
    fallback: () => fallback,
  };
}

/** One of `values`, else the default. */
export function enumParam<T extends string>(values: readonly T[], fallback: T): UrlParam<T> {
  return { read: (raw) => (values.includes(raw as T) ? (raw as T) : fallback), fallback: () => fallback };
}

/** A string `valid` accepts (e.g. a country code, a YYYYMMDD day), else the default (a function: "today"). */
export function textParam(fallback: () => string, valid: (s: string) => boolean): UrlParam<string> {
  return { read: (raw) => (raw !== null && valid(raw) ? raw : fallback()), fallback };
}

/** A China day 'YYYYMMDD' in the URL: '' (left out) is the market's today, which the page learns from the server. */
export const dayParam = textParam(
  () => '',
  (s) => parseYmd(s) !== null,
);

/** A page's URL parameters, by name. */
export type ParamSpec = Record<string, UrlParam<unknown>>;

/** The values a page's parameters read from an address. */
export type UrlValues<S extends ParamSpec> = {
  [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never;
};

/** The values of `spec` in the query `search` (the page's, or a route's before its page renders). */
export function readUrlParams<S extends ParamSpec>(spec: S, search: URLSearchParams): UrlValues<S> {
  const out: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(spec)) out[name] = param.read(search.get(name));
  return out as UrlValues<S>;
}

/**
 * A page's filters kept in its URL (issue 6: every view can be shared and reloaded): the values
 * read from the address, and a setter that writes changed ones back (defaults left out, other
 * parameters kept) as a new history entry, so Back undoes a filter change.
 */
export function useUrlParams<S extends ParamSpec>(spec: S): [UrlValues<S>, (changes: Partial<UrlValues<S>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => readUrlParams(spec, params),
    // `spec` is a module constant of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  );
  const set = useCallback(
    (changes: Partial<UrlValues<S>>) => {
      setParams(() => {
        // The address as it is now: a control may hold an older setter (antd's Segmented keeps the
        // onChange of an earlier render), whose own idea of the parameters would undo a change
        // made since, e.g. a filter picked just before.
        const next = new URLSearchParams(window.location.search);
        for (const [name, value] of Object.entries(changes)) {
          const param = spec[name] as UrlParam<unknown> | undefined;
          if (!param) continue;
          const text = String(value);
          if (text === String(param.fallback())) next.delete(name);
          else next.set(name, text);
        }
        return next;
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return [values, set];
}
