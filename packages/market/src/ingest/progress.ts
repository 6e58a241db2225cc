import type { Progress } from './engine.ts';

/**
 * A progress bar for the backfill on a terminal (redrawn in place), or a line every 10% when the
 * output is a log file.
 */
export function progressBar(
  stream: NodeJS.WriteStream = process.stderr,
  label = 'Backfilling market history',
): (p: Progress) => void {
  const started = Date.now();
  let lastDecile = -1;
  return ({ done, total, step }) => {
    const ratio = done / total;
    const seconds = Math.round((Date.now() - started) / 1000);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${Math.floor(ratio * 100)}% ` +
          `${done}/${total} ${step.job} ${step.at.toISOString().slice(0, 13)}h ${seconds}s   `,
      );
      if (done === total) stream.write('\n');
      return;
    }
    const decile = Math.floor(ratio * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(`${label}: ${Math.floor(ratio * 100)}% (${done}/${total} steps, ${seconds}s)\n`);
    }
  };
}
