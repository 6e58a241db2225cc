/** Bounds work in flight; waiters are served first come, first served. */
export class Semaphore {
  private readonly waiters: (() => void)[] = [];
  private free: number;

  constructor(size: number) {
    if (!(size >= 1)) throw new RangeError(`semaphore size must be at least 1, got ${size}`);
    this.free = size;
  }

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    // A waiter inherits the slot directly so a newcomer cannot overtake it.
    if (next) next();
    else this.free += 1;
  }
}
