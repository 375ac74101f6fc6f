import { torsoPart } from './body';
import type { BodyPart, Piece, Point, Shape } from './body';

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

type Cubic = readonly [Point, Point, Point, Point];

/** A closed Catmull-Rom spline through the points, as cubic Bézier segments. */
export function closedSpline(points: readonly Point[]): Cubic[] {
  const n = points.length;
  const at = (i: number): Point => points[((i % n) + n) % n] as Point;
  const segments: Cubic[] = [];
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    segments.push([
      p1,
      { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 },
      { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 },
      p2,
    ]);
  }
  return segments;
}

function cubicAt([a, b, c, d]: Cubic, t: number): Point {
  const u = 1 - t;
  return {
    x: u ** 3 * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t ** 3 * d.x,
    y: u ** 3 * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t ** 3 * d.y,
  };
}

type BlobShape = Extract<Shape, { kind: 'blob' }>;

/**
 * A blob's outline as cubic segments, each with the lower station of its two ends. With `upTo`, only
 * the run of segments below that station, in order, for a path closed by a straight chord.
 */
function blobSegments(blob: BlobShape): { segment: Cubic; station: number }[] {
  const n = blob.stations.length;
  const all = closedSpline(blob.points).map((segment, i) => ({
    segment,
    station: Math.min(blob.stations[i] ?? 0, blob.stations[(i + 1) % n] ?? 0),
    high: Math.max(blob.stations[i] ?? 0, blob.stations[(i + 1) % n] ?? 0),
  }));
  if (blob.upTo === undefined) return all;
  const upTo = blob.upTo;
  const inside = all.map((s) => s.high <= upTo);
  const first = inside.findIndex((isIn, i) => isIn && !inside[(i - 1 + n) % n]);
  if (first < 0) return [];
  const run: { segment: Cubic; station: number }[] = [];
  for (let k = 0; k < n && inside[(first + k) % n]; k++) run.push(all[(first + k) % n] as (typeof all)[number]);
  return run;
}

/** Points along a blob's outline, each tagged with the torso station of the segment it lies on. */
function blobSamples(blob: BlobShape): { p: Point; station: number }[] {
  return blobSegments(blob).flatMap(({ segment, station }) =>
    Array.from({ length: 17 }, (_, k) => ({ p: cubicAt(segment, k / 16), station })),
  );
}

function ellipseHalfExtents(rx: number, ry: number, angle: number): Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x: Math.hypot(rx * cos, ry * sin), y: Math.hypot(rx * sin, ry * cos) };
}

export function shapeBounds(shape: Shape): Bounds {
  switch (shape.kind) {
    case 'circle':
      return {
        minX: shape.c.x - shape.r,
        maxX: shape.c.x + shape.r,
        minY: shape.c.y - shape.r,
        maxY: shape.c.y + shape.r,
      };
    case 'capsule':
      // The hull of two circles reaches no further than the circles themselves.
      return {
        minX: Math.min(shape.a.x - shape.ra, shape.b.x - shape.rb),
        maxX: Math.max(shape.a.x + shape.ra, shape.b.x + shape.rb),
        minY: Math.min(shape.a.y - shape.ra, shape.b.y - shape.rb),
        maxY: Math.max(shape.a.y + shape.ra, shape.b.y + shape.rb),
      };
    case 'ellipse': {
      const half = ellipseHalfExtents(shape.rx, shape.ry, shape.angle);
      return { minX: shape.c.x - half.x, maxX: shape.c.x + half.x, minY: shape.c.y - half.y, maxY: shape.c.y + half.y };
    }
    case 'blob':
      return pointBounds(blobSamples(shape).map((sample) => sample.p));
  }
}

function pointBounds(points: readonly Point[]): Bounds {
  return {
    minX: Math.min(...points.map((p) => p.x)),
    maxX: Math.max(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

export function unionBounds(all: readonly Bounds[]): Bounds {
  return {
    minX: Math.min(...all.map((b) => b.minX)),
    maxX: Math.max(...all.map((b) => b.maxX)),
    minY: Math.min(...all.map((b) => b.minY)),
    maxY: Math.max(...all.map((b) => b.maxY)),
  };
}

/**
 * The lowest y a body part reaches (y up), or undefined when no piece belongs to it. 'foot' covers
 * heel and toes; the torso outline splits into pelvis and chest at the waist.
 */
export function partBottom(pieces: readonly Piece[], part: BodyPart): number | undefined {
  const wanted = (name: BodyPart): boolean =>
    name === part ||
    (part.endsWith(' foot') && (name === part.replace(' foot', ' heel') || name === part.replace(' foot', ' toes')));
  const lows: number[] = [];
  for (const piece of pieces) {
    if (piece.shape.kind === 'blob') {
      if (part !== 'pelvis' && part !== 'chest') continue;
      const samples = blobSamples(piece.shape).filter((sample) => torsoPart(sample.station) === part);
      if (samples.length) lows.push(Math.min(...samples.map((sample) => sample.p.y)));
    } else if (wanted(piece.part)) {
      lows.push(shapeBounds(piece.shape).minY);
    }
  }
  return lows.length ? Math.min(...lows) : undefined;
}

/** Moves a shape from body space (y up, hips at the origin) to the picture (y down). */
export function placeShape(shape: Shape, dx: number, baseline: number): Shape {
  const p = (q: Point): Point => ({ x: q.x + dx, y: baseline - q.y });
  switch (shape.kind) {
    case 'circle':
      return { ...shape, c: p(shape.c) };
    case 'capsule':
      return { ...shape, a: p(shape.a), b: p(shape.b) };
    case 'ellipse':
      return { ...shape, c: p(shape.c), angle: -shape.angle };
    case 'blob':
      return { ...shape, points: shape.points.map(p) };
  }
}

/** One decimal, no "-0", so the same figure always prints the same bytes. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

function pt(p: Point): string {
  return `${num(p.x)} ${num(p.y)}`;
}

/**
 * The outline of a shape in picture space, always clockwise on screen, so that a group's shapes joined
 * in one path fill as their union under the nonzero rule.
 */
export function shapePath(shape: Shape): string {
  switch (shape.kind) {
    case 'circle':
      return ellipsePath(shape.c, shape.r, shape.r, 0);
    case 'ellipse':
      return ellipsePath(shape.c, shape.rx, shape.ry, shape.angle);
    case 'capsule':
      return capsulePath(shape.a, shape.ra, shape.b, shape.rb);
    case 'blob': {
      const n = shape.points.length;
      let area = 0;
      for (let i = 0; i < n; i++) {
        const a = shape.points[i] as Point;
        const b = shape.points[(i + 1) % n] as Point;
        area += a.x * b.y - b.x * a.y;
      }
      const clockwise: BlobShape =
        area >= 0 ? shape : { ...shape, points: [...shape.points].reverse(), stations: [...shape.stations].reverse() };
      const segments = blobSegments(clockwise).map(({ segment }) => segment);
      const first = segments[0];
      if (!first) return '';
      return `M${pt(first[0])}` + segments.map(([, c1, c2, end]) => `C${pt(c1)} ${pt(c2)} ${pt(end)}`).join('') + 'Z';
    }
  }
}

function ellipsePath(c: Point, rx: number, ry: number, angle: number): string {
  const ax = { x: Math.cos(angle) * rx, y: Math.sin(angle) * rx };
  const start = { x: c.x + ax.x, y: c.y + ax.y };
  const end = { x: c.x - ax.x, y: c.y - ax.y };
  const rot = num((angle * 180) / Math.PI);
  const arc = `A${num(rx)} ${num(ry)} ${rot} 0 1`;
  return `M${pt(start)}${arc} ${pt(end)}${arc} ${pt(start)}Z`;
}

function capsulePath(a: Point, ra: number, b: Point, rb: number): string {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  // One circle swallows the other: only the larger shows.
  if (d <= Math.abs(ra - rb) + 0.01) return ra >= rb ? ellipsePath(a, ra, ra, 0) : ellipsePath(b, rb, rb, 0);
  const u = { x: (b.x - a.x) / d, y: (b.y - a.y) / d };
  const n = { x: -u.y, y: u.x };
  const k = (ra - rb) / d;
  const s = Math.sqrt(1 - k * k);
  let m1 = { x: k * u.x + s * n.x, y: k * u.y + s * n.y };
  let m2 = { x: k * u.x - s * n.x, y: k * u.y - s * n.y };
  // Clockwise on screen (y down) means turning from m1 toward u is a positive cross product.
  if (m1.x * u.y - m1.y * u.x < 0) [m1, m2] = [m2, m1];
  const spanAtB = 2 * Math.acos(k);
  const largeB = spanAtB > Math.PI ? 1 : 0;
  const largeA = 1 - largeB;
  const p1 = { x: a.x + ra * m1.x, y: a.y + ra * m1.y };
  const p2 = { x: b.x + rb * m1.x, y: b.y + rb * m1.y };
  const p3 = { x: b.x + rb * m2.x, y: b.y + rb * m2.y };
  const p4 = { x: a.x + ra * m2.x, y: a.y + ra * m2.y };
  return (
    `M${pt(p1)}L${pt(p2)}A${num(rb)} ${num(rb)} 0 ${largeB} 1 ${pt(p3)}` +
    `L${pt(p4)}A${num(ra)} ${num(ra)} 0 ${largeA} 1 ${pt(p1)}Z`
  );
}
