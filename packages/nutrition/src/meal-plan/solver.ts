import loadHighs from 'highs';

/** The HiGHS mixed-integer solver, compiled to WebAssembly. */
export type Solver = Awaited<ReturnType<typeof loadHighs>>;

let loading: Promise<Solver> | undefined;

/** Loads HiGHS once per process; later calls share it. */
export function loadSolver(): Promise<Solver> {
  loading ??= loadHighs();
  return loading;
}
