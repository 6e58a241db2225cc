import { useEffect, useState } from 'react';

/**
 * Code the first screen shows no part of (antd's overlays: popovers, dropdown menus, back-to-top)
 * is fetched after the first paint instead of with it, keeping the first page's JavaScript small.
 */

interface Entry<T> {
  promise: Promise<T>;
  value?: T;
}

const entries = new Map<() => Promise<unknown>, Entry<unknown>>();

function start<T>(load: () => Promise<T>): Entry<T> {
  let entry = entries.get(load) as Entry<T> | undefined;
  if (!entry) {
    const created: Entry<T> = {
      promise: load().then((value) => (created.value = value)),
    };
    // A failed fetch (a network blip) may be retried by the next request.
    created.promise.catch(() => entries.delete(load));
    entries.set(load, created);
    entry = created;
  }
  return entry;
}

/** Runs `task` once the browser is idle after the page has painted; answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * The module `load` (a module-level function, so it is fetched once per page) once it is there:
 * null at first, fetched when the browser is first idle, or at once on `fetchNow` (the visitor
 * reached for what it draws before then; after a failed fetch, it tries again).
 */
export function useDeferredModule<T>(load: () => Promise<T>): [module: T | null, fetchNow: () => void] {
  const [module, setModule] = useState<T | null>(() => (entries.get(load)?.value as T | undefined) ?? null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (module !== null) return;
    let live = true;
    const request = () => {
      start(load).promise.then(
        (value) => live && setModule(() => value),
        () => undefined,
      );
    };
    let cancel = () => {};
    if (asked > 0) request();
    else cancel = whenIdle(request);
    return () => {
      live = false;
      cancel();
    };
  }, [load, module, asked]);
  return [module, () => setAsked((n) => n + 1)];
}

/**
 * An overlay (popover, dropdown menu) whose code comes after the first paint: its module once it is
 * there, and meanwhile the handlers for its trigger. Reaching for the trigger fetches the code at
 * once, and hovering (when `hover`) or clicking sets the open state the overlay shows with when it
 * arrives; from then on the overlay's own handlers take over (the handlers are empty). A click
 * opens it from the press: when the code arrives between press and release, the trigger is drawn
 * anew inside the overlay and the browser sends no click.
 */
export function useDeferredOverlay<T>(load: () => Promise<T>, setOpen: (open: boolean) => void, hover: boolean) {
  const [module, fetchNow] = useDeferredModule(load);
  const intent =
    module !== null
      ? {}
      : {
          onPointerEnter: () => {
            fetchNow();
            if (hover) setOpen(true);
          },
          onPointerLeave: hover ? () => setOpen(false) : undefined,
          onFocus: fetchNow,
          onPointerDown: () => {
            fetchNow();
            setOpen(true);
          },
          onClick: () => {
            fetchNow();
            setOpen(true);
          },
        };
  return [module, intent] as const;
}

/** antd's Popover, for useDeferredOverlay. */
export const loadPopover = () => import('./antdPopover.ts');
