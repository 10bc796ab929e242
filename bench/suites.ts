import type { BenchSuite } from './types';

/** Every benchmark suite; each feature adds its own file and one line here. */
export const suites: BenchSuite[] = [];
