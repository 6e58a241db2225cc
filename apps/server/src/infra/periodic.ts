/**
 * Background work on a timer (the alert engine, the order sweep): `tick` runs every `intervalMs`, one run at a time,
 * until the returned stop function is called (and awaited, which waits for a run under way); a failed run is logged
 * and the next one comes as usual.
 */
export function runEvery(
  name: string,
  tick: () => Promise<unknown>,
  log: (message: string) => void,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running.then(tick).catch((err: unknown) => log(`${name}: ${(err as Error).message}`));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
