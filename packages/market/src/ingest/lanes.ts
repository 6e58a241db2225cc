/**
 * Runs a backfill plan as lanes: each job's steps in time order on its own lane, the lanes at
 * once, and a step waiting only for the steps of the jobs it reads (`JOB_READS`) up to its time.
 * While one lane waits on a source, another writes to the database, so the store's work (on its
 * own thread) and the collectors' work overlap instead of taking turns.
 */
import { JOB_ORDER, JOB_READS, type JobKind, type Step } from './plan.ts';

export async function runLanes(
  steps: readonly Step[],
  run: (step: Step) => Promise<void>,
  onDone: (step: Step) => void = () => undefined,
): Promise<void> {
  const lanes = new Map<JobKind, Step[]>(JOB_ORDER.map((job) => [job, []]));
  for (const step of steps) lanes.get(step.job)!.push(step);
  for (const lane of lanes.values()) lane.sort((a, b) => a.at.getTime() - b.at.getTime());

  /** Per job: the steps done so far (a prefix of its lane). */
  const done = new Map<JobKind, number>(JOB_ORDER.map((job) => [job, 0]));
  let waiters: { ready: () => boolean; resume: () => void }[] = [];
  let failure: unknown = null;
  const settle = () => {
    const waiting = waiters;
    waiters = [];
    for (const w of waiting) {
      if (failure !== null || w.ready()) w.resume();
      else waiters.push(w);
    }
  };
  /** The time of the next step `job` has to do (Infinity when its lane is done). */
  const nextAt = (job: JobKind) => lanes.get(job)![done.get(job)!]?.at.getTime() ?? Infinity;

  const drive = async (job: JobKind) => {
    for (const step of lanes.get(job)!) {
      const at = step.at.getTime();
      const ready = () => JOB_READS[job].every((dep) => nextAt(dep) > at);
      if (failure === null && !ready()) await new Promise<void>((resume) => waiters.push({ ready, resume }));
      if (failure !== null) return;
      try {
        await run(step);
      } catch (error) {
        failure ??= error;
        settle();
        return;
      }
      done.set(job, done.get(job)! + 1);
      onDone(step);
      settle();
    }
  };
  await Promise.all([...lanes.keys()].map(drive));
  if (failure !== null) throw failure;
}
