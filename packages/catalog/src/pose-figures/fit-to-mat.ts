import { buildGroups, buildSkeleton } from './body';
import type { ArmAngles, FigurePose, FitAngle, LegAngles } from './body';
import { partBottom } from './geometry';

type Joint = 'shoulder' | 'elbow' | 'wrist' | 'hip' | 'knee' | 'ankle';
const ARM_JOINTS = new Set<Joint>(['shoulder', 'elbow', 'wrist']);

function readAngle(pose: FigurePose, angle: FitAngle): number {
  if (angle === 'tilt' || angle === 'bend' || angle === 'neck') return pose.torso[angle] ?? 0;
  const [part, joint] = angle.split('.') as [string, Joint];
  const limb = part === 'both' ? (pose.view === 'side' ? 'near' : 'left') : part;
  if (ARM_JOINTS.has(joint)) {
    const arm = (pose.arms as Record<string, ArmAngles>)[limb];
    return arm?.[joint as 'shoulder' | 'elbow' | 'wrist'] ?? 0;
  }
  const leg = (pose.legs as Record<string, LegAngles>)[limb];
  return leg?.[joint as 'hip' | 'knee' | 'ankle'] ?? 0;
}

function withAngle(pose: FigurePose, angle: FitAngle, value: number): FigurePose {
  if (angle === 'tilt' || angle === 'bend' || angle === 'neck')
    return { ...pose, torso: { ...pose.torso, [angle]: value } };
  const [limb, joint] = angle.split('.') as [string, Joint];
  if (limb === 'both') {
    const pair = pose.view === 'side' ? ['near', 'far'] : ['left', 'right'];
    return pair.reduce((p, one) => withAngle(p, `${one}.${joint}` as FitAngle, value), pose);
  }
  if (ARM_JOINTS.has(joint)) {
    const arms = pose.arms as Record<string, ArmAngles>;
    return { ...pose, arms: { ...arms, [limb]: { ...arms[limb], [joint]: value } } } as FigurePose;
  }
  const legs = pose.legs as Record<string, LegAngles>;
  return { ...pose, legs: { ...legs, [limb]: { ...legs[limb], [joint]: value } } } as FigurePose;
}

/** How far above the first resting part each other resting part is (y up). */
function restGaps(pose: FigurePose): number[] {
  const pieces = buildGroups(pose, buildSkeleton(pose)).flatMap((group) => group.pieces);
  const bottoms = pose.rest.map((part) => partBottom(pieces, part) ?? 0);
  const first = bottoms[0] ?? 0;
  return bottoms.slice(1).map((bottom) => bottom - first);
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and square). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    }
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const top = m[col] as number[];
    const p = top[col] ?? 0;
    if (Math.abs(p) < 1e-12) continue;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const current = m[row] as number[];
      const factor = (current[col] ?? 0) / p;
      for (let k = col; k <= n; k++) current[k] = (current[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  return m.map((row, i) => {
    const p = row[i] ?? 0;
    return Math.abs(p) < 1e-12 ? 0 : (row[n] ?? 0) / p;
  });
}

export interface FitResult {
  pose: FigurePose;
  /** How much each fitted angle moved, in degrees. */
  changes: Partial<Record<FitAngle, number>>;
  /** The largest height difference left between resting parts, in px. */
  residual: number;
}

/**
 * Fine-tunes the pose's `fit` angles (Levenberg–Marquardt, deterministic) until all its resting parts
 * are at the same height, so that placing the lowest one on the mat puts every one of them on it.
 */
export function fitToMat(pose: FigurePose): FitResult {
  const angles = (pose.fit ?? []) as FitAngle[];
  const start = angles.map((angle) => readAngle(pose, angle));
  const apply = (values: readonly number[]) =>
    angles.reduce<FigurePose>((p, angle, i) => withAngle(p, angle, values[i] ?? 0), pose);
  // A faint pull toward the written angles keeps the solution unique and close to what the pose says.
  const pull = 0.01;
  const residuals = (values: readonly number[]) => [
    ...restGaps(apply(values)),
    ...values.map((value, i) => pull * (value - (start[i] ?? 0))),
  ];
  const cost = (r: readonly number[]) => r.reduce((sum, v) => sum + v * v, 0);

  let x = [...start];
  let r = residuals(x);
  if (!angles.length || r.length === 0) return { pose, changes: {}, residual: maxGap(pose) };
  let damping = 1e-3;
  for (let iteration = 0; iteration < 200 && cost(r) > 1e-10; iteration++) {
    const step = 1e-3;
    const jacobian = x.map((_, j) => {
      const moved = [...x];
      moved[j] = (moved[j] ?? 0) + step;
      const rj = residuals(moved);
      return rj.map((value, i) => (value - (r[i] ?? 0)) / step);
    });
    const n = x.length;
    const jtj = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, k) => {
        const ji = jacobian[i] as number[];
        const jk = jacobian[k] as number[];
        return (
          ji.reduce((sum, v, row) => sum + v * (jk[row] ?? 0), 0) +
          (i === k ? damping * (1 + ji.reduce((s, v) => s + v * v, 0)) : 0)
        );
      }),
    );
    const jtr = jacobian.map((column) => -column.reduce((sum, v, row) => sum + v * (r[row] ?? 0), 0));
    const delta = solve(jtj, jtr).map((d) => Math.max(-10, Math.min(10, d)));
    const candidate = x.map((value, i) => value + (delta[i] ?? 0));
    const rc = residuals(candidate);
    if (cost(rc) < cost(r)) {
      x = candidate;
      r = rc;
      damping = Math.max(damping / 3, 1e-7);
    } else {
      damping *= 4;
      if (damping > 1e6) break;
    }
  }
  const fitted = apply(x);
  const changes: Partial<Record<FitAngle, number>> = {};
  angles.forEach((angle, i) => (changes[angle] = (x[i] ?? 0) - (start[i] ?? 0)));
  return { pose: fitted, changes, residual: maxGap(fitted) };
}

function maxGap(pose: FigurePose): number {
  const gaps = restGaps(pose);
  return gaps.length ? Math.max(...gaps.map(Math.abs)) : 0;
}
