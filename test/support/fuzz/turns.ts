/**
 * Time-fair turns for the fuzz drivers: the target (an API method, a file format) that has used
 * the least time so far goes next, so cheap targets get many cases and slow ones (OCR, bulk
 * downloads) a few, each about the same share of time. A run ends after `seconds` in all (every
 * target still gets at least one case on a loaded machine), or, with `secondsEach`, once every
 * target has had that much time (the bench's "at least 60 s each").
 */
export interface Budget {
  seconds?: number;
  secondsEach?: number;
}

export class FairTurns<T> {
  private readonly spent: Map<T, number>;
  private readonly deadline: number;

  constructor(
    targets: readonly T[],
    private readonly budget: Budget,
  ) {
    this.spent = new Map(targets.map((t) => [t, 0]));
    this.deadline = performance.now() + (budget.seconds ?? 0) * 1000;
  }

  /** The next target, or undefined when the budget is used up. */
  next(): T | undefined {
    let least: [T, number] | undefined;
    for (const entry of this.spent) if (!least || entry[1] < least[1]) least = entry;
    if (!least) return undefined;
    const each = this.budget.secondsEach;
    if (each !== undefined) return least[1] < each * 1000 ? least[0] : undefined;
    return performance.now() < this.deadline || least[1] === 0 ? least[0] : undefined;
  }

  /** Counts `ms` (a whole case: the call and its checks) against `target`. */
  spend(target: T, ms: number): void {
    // A floor per case, so a target whose cases take no measurable time still has its turn end.
    this.spent.set(target, (this.spent.get(target) ?? 0) + Math.max(ms, 0.1));
  }
}
