/**
 * Runs a backfill plan as lanes, one per job, all at once. A step starts only when every step of
 * the jobs it reads (`JOB_READS`) up to its time is done, and every step of those it reads from
 * before its time (`JOB_READS_BEFORE`) before it. A job whose steps compare with what the
 * job stored before (change points, state machines: not in `ORDER_FREE`) runs its steps one at a
 * time in time order; an order-free job runs up to `width(job)` steps at once, in the order the
 * plan gives them (`newestFirst` puts the newest day first), so the newest data lands early.
 * While one lane waits on a source, another writes to the database, so the store's work (on its
 * own thread), the collectors' and the database's overlap instead of taking turns.
 */
import { JOB_ORDER, JOB_READS, JOB_READS_BEFORE, ORDER_FREE, type JobKind, type Step } from './plan.ts';

/** One job's steps: `byTime` in time order (which are done), `queue` in the order to start them. */
interface Lane {
  job: JobKind;
  byTime: Step[];
  done: boolean[];
  /** Index in byTime of the oldest step not done (byTime.length when all are). */
  oldest: number;
  queue: Step[];
  running: number;
  limit: number;
  ordered: boolean;
}

/**
 * Steps an order-free job runs at once. The all-genre charts are the heaviest chain that the
 * lookups (and so today's monitors) wait for, so they get the most of the shared source and
 * cores; jobs nobody waits for run one step at a time beside them.
 */
export const LANE_WIDTH: Partial<Record<JobKind, number>> = { 'charts-all': 3, 'charts-main': 2, analytics: 2 };

export async function runLanes(
  steps: readonly Step[],
  run: (step: Step) => Promise<void>,
  onDone: (step: Step) => void = () => undefined,
  width: (job: JobKind) => number = (job) => LANE_WIDTH[job] ?? 1,
): Promise<void> {
  const lanes = new Map<JobKind, Lane>();
  for (const job of JOB_ORDER) {
    const mine = steps.filter((s) => s.job === job);
    const byTime = [...mine].sort((a, b) => a.at.getTime() - b.at.getTime());
    const free = ORDER_FREE.has(job);
    lanes.set(job, {
      job,
      byTime,
      done: byTime.map(() => false),
      oldest: 0,
      queue: free ? [...mine] : [...byTime],
      running: 0,
      limit: free ? width(job) : 1,
      ordered: !free,
    });
  }
  const index = new Map<Step, number>();
  for (const lane of lanes.values()) lane.byTime.forEach((s, i) => index.set(s, i));

  /** The time of the oldest step of `job` not done yet (Infinity when its lane is done). */
  const oldestPending = (job: JobKind) => {
    const lane = lanes.get(job)!;
    return lane.byTime[lane.oldest]?.at.getTime() ?? Infinity;
  };
  const ready = (step: Step) =>
    JOB_READS[step.job].every((dep) => oldestPending(dep) > step.at.getTime()) &&
    (JOB_READS_BEFORE[step.job] ?? []).every((dep) => oldestPending(dep) >= step.at.getTime());

  return new Promise<void>((resolve, reject) => {
    let failure: { error: unknown } | null = null;
    let running = 0;
    const finish = (lane: Lane, step: Step) => {
      lane.done[index.get(step)!] = true;
      while (lane.oldest < lane.byTime.length && lane.done[lane.oldest]) lane.oldest++;
      onDone(step);
    };
    const start = (lane: Lane, step: Step) => {
      lane.running++;
      running++;
      run(step).then(
        () => {
          lane.running--;
          running--;
          finish(lane, step);
          pump();
        },
        (error: unknown) => {
          lane.running--;
          running--;
          failure ??= { error };
          pump();
        },
      );
    };
    const pump = () => {
      for (const lane of failure === null ? lanes.values() : []) {
        // An ordered lane starts only its next step in time; an order-free one any ready step.
        for (let i = 0; i < lane.queue.length && lane.running < lane.limit;) {
          if (ready(lane.queue[i]!)) start(lane, lane.queue.splice(i, 1)[0]!);
          else if (lane.ordered) break;
          else i++;
        }
      }
      if (running > 0) return;
      if (failure !== null) reject(failure.error);
      else if ([...lanes.values()].some((l) => l.queue.length > 0))
        reject(new Error('backfill lanes wait on each other'));
      else resolve();
    };
    pump();
  });
}
