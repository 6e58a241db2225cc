import type NProgressType from 'nprogress';

/**
 * The loading bar (spec 2.2: nprogress at 800 ms, no spinner). Its code is fetched when the bar
 * is first asked for, not with the first page; a start asked for meanwhile shows once it arrives.
 */
let bar: typeof NProgressType | null = null;
let loading = false;
let wanted = false;

function load(): void {
  if (loading) return;
  loading = true;
  import('nprogress')
    .then(({ default: nprogress }) => {
      nprogress.configure({ speed: 800, showSpinner: false });
      bar = nprogress;
      if (wanted) bar.start();
    })
    // A failed fetch (a network blip) may be retried by the next start.
    .catch(() => (loading = false));
}

export function startProgress(): void {
  wanted = true;
  if (bar) bar.start();
  else load();
}

export function finishProgress(): void {
  wanted = false;
  bar?.done();
}
