/** One printed benchmark figure. `target` says what the issue asks for, when it asks. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  /** Whether the figure meets its target (omitted when there is none). */
  ok?: boolean;
}

export interface BenchSuite {
  /** e.g. "cards", "magic-54". Run one suite with `npm run bench -- <id>`. */
  id: string;
  title: string;
  run(): Promise<Figure[]>;
}
