/**
 * The jointed body every pose figure is drawn from: one set of proportions for all 48 figures, and
 * forward kinematics that turns a pose's joint angles into points and shapes.
 *
 * Units are pixels of the finished 480 × 360 figure (one scale for every pose, so figures compare in
 * size), with y pointing UP; the renderer flips and places the result on the mat.
 *
 * Angles are degrees. A direction is measured from straight up, positive toward the way the figure
 * faces (side view) or toward the limb's own side (front view): 0 = up, 90 = forward/outward,
 * 180 = down. Joint angles are relative to the parent segment, as a teacher would name them.
 */

export type View = 'side' | 'front';
/** Side view: the limb nearer the viewer is drawn in front, in the strong colour. */
export type SideLimb = 'near' | 'far';
/** Front view: left and right as the viewer sees them. */
export type FrontLimb = 'left' | 'right';
export type Limb = SideLimb | FrontLimb;

export type Segment = 'upper arm' | 'forearm' | 'hand' | 'thigh' | 'shin' | 'foot' | 'heel' | 'toes';
/** The parts of a figure that can rest on the mat. */
export type BodyPart<L extends Limb = Limb> = `${L} ${Segment}` | 'pelvis' | 'chest' | 'head';

export interface ArmAngles {
  /** From arm-by-the-side: 90 = straight forward (side view) or straight out (front view), 180 = overhead, negative = behind. */
  shoulder: number;
  /**
   * 0 = straight; positive folds the forearm forward (side view). Seen from the front, positive turns
   * the forearm down and across the body from an arm held out, so raised arms folding in over the
   * head take negative values.
   */
  elbow?: number;
  /** The hand against the forearm, positive folding the same way as the elbow. */
  wrist?: number;
  /** Palm flat on the mat, fingers pointing forward ('flat') or back ('flat-back'); overrides `wrist`. */
  hand?: Flat;
  /** Fraction of each segment's length that shows when it points toward the viewer. */
  seen?: Seen;
}

export interface LegAngles {
  /** Hip flexion: 0 = in line with the torso, 90 = thigh forward (side) or straight out (front), negative = behind. */
  hip: number;
  /**
   * 0 = straight; positive brings the heel back (side view). Seen from the front, positive turns the
   * shin down and in from a thigh opened out to the side, as in Tree or Warrior Two.
   */
  knee?: number;
  /** 0 = foot at a right angle to the shin; positive points the toes. */
  ankle?: number;
  /** Sole flat on the mat, toes forward ('flat') or back ('flat-back'); overrides `ankle`. */
  foot?: Flat;
  /** Toes bent up from the ball of the foot, or 'flat' along the mat (standing on the ball of the foot). */
  toes?: number | 'flat';
  seen?: Seen;
}

export type Flat = 'flat' | 'flat-back';

/** How much of the upper segment, the lower segment and the hand or foot shows (1 = full length). */
export interface Seen {
  upper?: number;
  lower?: number;
  end?: number;
}

export interface TorsoAngles {
  /**
   * The direction the torso leaves the hips (the pelvis, which the legs hang from): 0 = upright,
   * 90 = pitched forward level, 180 = head down, -90 = lying on the back. Seen from the front,
   * positive leans toward the viewer's right.
   */
  tilt: number;
  /** The chest against the belly: positive rounds forward, negative arches back (side view) or bends to the side. */
  bend?: number;
  /** The head against the chest: positive tucks the chin, negative drops the head back. */
  neck?: number;
  /** Front view: how far the chest turns away from the viewer; a turned chest looks narrower. */
  twist?: number;
}

/**
 * Which joint angles may be fine-tuned so that every resting part touches the mat. The pose's own
 * numbers stay the reading; tests keep the correction to a few degrees.
 */
export type FitAngle<L extends Limb = Limb> =
  'tilt' | 'bend' | 'neck' | `${L | 'both'}.${'shoulder' | 'elbow' | 'wrist' | 'hip' | 'knee' | 'ankle'}`;

export type Layer<L extends Limb = Limb> = 'body' | 'hips' | 'head' | `${L} arm` | `${L} leg`;

interface PoseCommon<L extends Limb> {
  torso: TorsoAngles;
  arms: Record<L, ArmAngles>;
  legs: Record<L, LegAngles>;
  /** Parts that rest on the mat: each must touch it, nothing may sink below it. */
  rest: BodyPart<L>[];
  fit?: FitAngle<L>[];
  /** Drawing order, back to front, where the default would hide the wrong part. */
  order?: Layer<L>[];
}

export interface SidePose extends PoseCommon<SideLimb> {
  view: 'side';
  facing: 'left' | 'right';
}

export interface FrontPose extends PoseCommon<FrontLimb> {
  view: 'front';
  /** Limbs that pass behind the body, drawn in the light colour. */
  behind?: Layer<FrontLimb>[];
}

export type FigurePose = SidePose | FrontPose;

/** One set of proportions: a standing figure with arms down is about 230 px from sole to crown. */
export const BODY = {
  headRadius: 15,
  neck: 9,
  neckRadius: 5.4,
  lowerTorso: 30,
  upperTorso: 40,
  /** Where the shoulder joints sit along the torso, from the hip joints. */
  shoulderStation: 62,
  /** Half the distance between the shoulder joints (front view). */
  shoulderHalfWidth: 20.5,
  hipHalfWidth: 10.5,
  upperArm: 42,
  forearm: 35,
  hand: 17,
  thigh: 58,
  shin: 55,
  /** Height of the ankle joint above the sole. */
  ankleHeight: 9,
  radius: {
    shoulder: 7.2,
    elbow: 5.4,
    wrist: 4,
    hip: 10.5,
    knee: 7.2,
    ankle: 4.9,
    heel: 5,
    ball: 3.9,
    toe: 3.1,
  },
} as const;

/**
 * Half-depths of the torso at stations along it (distance from the hip joints), front then back, in
 * profile: seat behind the hips, belly, narrower waist, deeper chest.
 */
const SIDE_STATIONS: readonly (readonly [number, number, number])[] = [
  [-10, 9.5, 12],
  [-4, 12.5, 14],
  [6, 13, 13.5],
  [14, 12.7, 12],
  [18, 12.5, 11.5],
  [30, 13, 11],
  [42, 15.5, 11.5],
  [54, 16.5, 12.5],
  [63, 14, 12],
  [70, 8, 8],
];

/** Half-widths of the torso seen from the front: hips, waist, chest wider than the waist, shoulders. */
const FRONT_STATIONS: readonly (readonly [number, number])[] = [
  [-10, 13],
  [-4, 17],
  [4, 18],
  [14, 16.8],
  [30, 15.5],
  [44, 17.5],
  [56, 21.5],
  [64, 24],
  [69, 20.5],
];

export interface Point {
  x: number;
  y: number;
}

export type Shape =
  | { kind: 'circle'; c: Point; r: number }
  /** A tapered capsule: the hull of two circles. */
  | { kind: 'capsule'; a: Point; ra: number; b: Point; rb: number }
  /** `angle` is the direction of the rx axis, in radians from +x. */
  | { kind: 'ellipse'; c: Point; rx: number; ry: number; angle: number }
  /**
   * A smooth closed curve through the points; `stations` tell which points are pelvis and which chest.
   * With `upTo`, only the stretch of the curve up to that station, closed by a straight chord.
   */
  | { kind: 'blob'; points: Point[]; stations: number[]; upTo?: number };

export interface Piece {
  part: BodyPart;
  shape: Shape;
}

/** A set of pieces drawn as one silhouette, in one tone. */
export interface Group {
  layer: Layer;
  tone: 'near' | 'far';
  /** Whether the silhouette gets the thin page-coloured rim that parts it from what lies behind. */
  rim: boolean;
  pieces: Piece[];
}

const RAD = Math.PI / 180;

/** The unit vector of a direction, mirrored by `m` (-1 when "forward" is screen-left). */
function dir(angle: number, m: number): Point {
  return { x: m * Math.sin(angle * RAD), y: Math.cos(angle * RAD) };
}

function along(p: Point, v: Point, k: number): Point {
  return { x: p.x + v.x * k, y: p.y + v.y * k };
}

function unit(v: Point): Point {
  const length = Math.hypot(v.x, v.y);
  return length < 1e-9 ? { x: 0, y: 1 } : { x: v.x / length, y: v.y / length };
}

export interface ArmJoints {
  shoulder: Point;
  elbow: Point;
  wrist: Point;
  handCentre: Point;
  handAngle: number;
  handLength: number;
  elbowFlex: number;
}

export interface LegJoints {
  hip: Point;
  knee: Point;
  ankle: Point;
  heel: Point;
  ball: Point;
  toe: Point;
  kneeFlex: number;
}

export interface Skeleton {
  view: View;
  pelvis: Point;
  /** The end of the lower torso segment; the drawn spine curves smoothly past it. */
  waist: Point;
  neckBase: Point;
  /** Where the drawn neck starts: inside the shoulders, so it never pokes out of them. */
  neckRoot: Point;
  neckTop: Point;
  head: Point;
  /** Side view only: the nose, the one cue to which way a faceless head looks. */
  nose?: Point;
  torsoOutline: Outline;
  arms: Partial<Record<Limb, ArmJoints>>;
  legs: Partial<Record<Limb, LegJoints>>;
}

/**
 * The spine as a cubic curve from the hips to the neck base that leaves the hips along `tilt` and
 * arrives along `tilt + bend`, so backbends, folds and side bends curve smoothly while the pelvis
 * keeps the orientation the legs hang from.
 */
function spineCurve(pelvis: Point, neckBase: Point, lowerDir: Point, upperDir: Point) {
  const top = BODY.lowerTorso + BODY.upperTorso;
  const c1 = along(pelvis, lowerDir, top / 3);
  const c2 = along(neckBase, upperDir, -top / 3);
  const pointAt = (t: number): Point => {
    const u = 1 - t;
    return {
      x: u ** 3 * pelvis.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t ** 3 * neckBase.x,
      y: u ** 3 * pelvis.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t ** 3 * neckBase.y,
    };
  };
  const tangentAt = (t: number): Point => {
    const u = 1 - t;
    return unit({
      x: 3 * u * u * (c1.x - pelvis.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (neckBase.x - c2.x),
      y: 3 * u * u * (c1.y - pelvis.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (neckBase.y - c2.y),
    });
  };
  // Stations are distances from the hip joints; beyond either end the torso runs on straight.
  return (station: number): { at: Point; tangent: Point } => {
    if (station < 0) return { at: along(pelvis, lowerDir, station), tangent: lowerDir };
    if (station > top) return { at: along(neckBase, upperDir, station - top), tangent: upperDir };
    const t = station / top;
    return { at: pointAt(t), tangent: tangentAt(t) };
  };
}

/** The side of the spine the figure faces (side view) or the viewer's right (front view). */
function frontNormal(tangent: Point, m: number): Point {
  return { x: m * tangent.y, y: -m * tangent.x };
}

function armChain(pose: FigurePose, arm: ArmAngles, shoulder: Point, parent: number, m: number): ArmJoints {
  // Each front-view limb is measured in its own mirrored frame, where folding turns the other way.
  const e = pose.view === 'side' ? 1 : -1;
  const upper = parent + 180 - arm.shoulder;
  const fore = upper - e * (arm.elbow ?? 0);
  const hand = arm.hand === 'flat' ? 90 : arm.hand === 'flat-back' ? -90 : fore - e * (arm.wrist ?? 0);
  const seen = arm.seen ?? {};
  const elbow = along(shoulder, dir(upper, m), BODY.upperArm * (seen.upper ?? 1));
  const wrist = along(elbow, dir(fore, m), BODY.forearm * (seen.lower ?? 1));
  const handLength = BODY.hand * (seen.end ?? 1);
  const handVector = dir(hand, m);
  return {
    shoulder,
    elbow,
    wrist,
    handCentre: along(wrist, handVector, handLength * 0.42),
    handAngle: Math.atan2(handVector.y, handVector.x),
    handLength,
    elbowFlex: Math.abs(arm.elbow ?? 0),
  };
}

function legChain(pose: FigurePose, leg: LegAngles, hip: Point, parent: number, m: number): LegJoints {
  const thigh = parent + 180 - leg.hip;
  const shin = thigh + (leg.knee ?? 0);
  const foot = leg.foot === 'flat' ? 90 : leg.foot === 'flat-back' ? -90 : shin - 90 + (leg.ankle ?? 0);
  const toes =
    leg.toes === 'flat' ? (pose.view === 'side' && leg.foot === 'flat-back' ? -90 : 90) : foot - (leg.toes ?? 0);
  const seen = leg.seen ?? { end: pose.view === 'front' ? 0.45 : 1 };
  const knee = along(hip, dir(thigh, m), BODY.thigh * (seen.upper ?? 1));
  const ankle = along(knee, dir(shin, m), BODY.shin * (seen.lower ?? 1));
  const end = seen.end ?? 1;
  const u = dir(foot, m);
  // The sole is the side away from the ankle; heel and ball sit on it, so a flat foot stands level.
  const n = dir(foot - 90, m);
  const r = BODY.radius;
  const heel = along(along(ankle, n, -(BODY.ankleHeight - r.heel)), u, -4.5 * end);
  const ball = along(along(ankle, n, -(BODY.ankleHeight - r.ball)), u, 17 * end);
  const toe = along(along(ball, dir(toes, m), 8 * end), dir(toes - 90, m), -(r.ball - r.toe));
  return { hip, knee, ankle, heel, ball, toe, kneeFlex: Math.abs(leg.knee ?? 0) };
}

export interface Outline {
  points: Point[];
  stations: number[];
}

/** How far up from the hip joints the hip patch reaches: past the top of a thigh folded forward. */
const HIP_PATCH = 14;

/** The torso's outline: front side up, over the top, back side down, round the seat. */
function torsoOutline(view: View, spine: ReturnType<typeof spineCurve>, mt: number, twist: number): Outline {
  const points: Point[] = [];
  const stations: number[] = [];
  const push = (p: Point, s: number) => {
    points.push(p);
    stations.push(s);
  };
  const top = BODY.lowerTorso + BODY.upperTorso;
  if (view === 'side') {
    for (const [s, front] of SIDE_STATIONS) {
      const { at, tangent } = spine(s);
      push(along(at, frontNormal(tangent, mt), front), s);
    }
    push(spine(top + 3.5).at, top);
    for (const [s, , back] of [...SIDE_STATIONS].reverse()) {
      const { at, tangent } = spine(s);
      push(along(at, frontNormal(tangent, mt), -back), s);
    }
    const bottom = spine(-14.5);
    push(along(bottom.at, frontNormal(bottom.tangent, mt), -1.5), -14.5);
  } else {
    for (const [s, half] of FRONT_STATIONS) {
      const { at, tangent } = spine(s);
      push(along(at, frontNormal(tangent, 1), half * chestTurn(s, twist)), s);
    }
    push(spine(top + 3.5).at, top);
    for (const [s, half] of [...FRONT_STATIONS].reverse()) {
      const { at, tangent } = spine(s);
      push(along(at, frontNormal(tangent, 1), -half * chestTurn(s, twist)), s);
    }
    push(spine(-14.5).at, -14.5);
  }
  return { points, stations };
}

/** How much of its width the torso shows at a station when the chest turns: none at the hips, all at the chest. */
function chestTurn(station: number, twist: number): number {
  const k = Math.min(1, Math.max(0, (station - 20) / 36));
  return 1 - (1 - Math.cos(twist * RAD)) * k * k * (3 - 2 * k);
}

/** Forward kinematics: every joint of the pose, hips at the origin. */
export function buildSkeleton(pose: FigurePose): Skeleton {
  const { tilt, bend = 0, neck = 0 } = pose.torso;
  // Side view mirrors everything by the facing; the front view measures the torso toward screen-right.
  const mt = pose.view === 'side' ? (pose.facing === 'right' ? 1 : -1) : 1;
  const pelvis = { x: 0, y: 0 };
  const waist = along(pelvis, dir(tilt, mt), BODY.lowerTorso);
  const neckBase = along(waist, dir(tilt + bend, mt), BODY.upperTorso);
  const spine = spineCurve(pelvis, neckBase, dir(tilt, mt), dir(tilt + bend, mt));

  const neckAngle = tilt + bend + neck;
  const neckTop = along(neckBase, dir(neckAngle, mt), BODY.neck);
  let head = along(neckBase, dir(neckAngle, mt), BODY.neck + BODY.headRadius - 4);
  // In profile the skull sits a little in front of the neck.
  if (pose.view === 'side') head = along(head, dir(neckAngle + 90, mt), 2.5);
  const nose = pose.view === 'side' ? along(head, dir(neckAngle + 95, mt), BODY.headRadius) : undefined;

  const twist = pose.torso.twist ?? 0;
  const outline = torsoOutline(pose.view, spine, mt, twist);

  const arms: Partial<Record<Limb, ArmJoints>> = {};
  const legs: Partial<Record<Limb, LegJoints>> = {};
  const shoulderAt = spine(BODY.shoulderStation);
  const hipAt = spine(0);
  if (pose.view === 'side') {
    for (const limb of ['near', 'far'] as const) {
      // In profile the shoulder joint sits a little behind the spine line, so raised arms pass behind the face.
      const shoulder = along(shoulderAt.at, frontNormal(shoulderAt.tangent, mt), -3);
      arms[limb] = armChain(pose, pose.arms[limb], shoulder, tilt + bend, mt);
      legs[limb] = legChain(pose, pose.legs[limb], pelvis, tilt, mt);
    }
  } else {
    for (const limb of ['left', 'right'] as const) {
      // Each side measures its angles outward from the midline, so a symmetric pose repeats its numbers.
      const side = limb === 'right' ? 1 : -1;
      const shoulder = along(
        shoulderAt.at,
        frontNormal(shoulderAt.tangent, 1),
        side * BODY.shoulderHalfWidth * chestTurn(BODY.shoulderStation, twist),
      );
      const hip = along(hipAt.at, frontNormal(hipAt.tangent, 1), side * BODY.hipHalfWidth);
      arms[limb] = armChain(pose, pose.arms[limb], shoulder, side * (tilt + bend), side);
      legs[limb] = legChain(pose, pose.legs[limb], hip, side * tilt, side);
    }
  }

  return {
    view: pose.view,
    pelvis,
    waist,
    neckBase,
    neckRoot: along(neckBase, dir(tilt + bend, mt), -7),
    neckTop,
    head,
    nose,
    torsoOutline: outline,
    arms,
    legs,
  };
}

/** Folded past this, a limb's two segments are drawn as separate silhouettes so the fold reads. */
const FOLD = 110;

function armGroups(limb: Limb, joints: ArmJoints, tone: 'near' | 'far'): Group[] {
  const r = BODY.radius;
  const upper: Piece = {
    part: `${limb} upper arm`,
    shape: { kind: 'capsule', a: joints.shoulder, ra: r.shoulder, b: joints.elbow, rb: r.elbow },
  };
  const fore: Piece[] = [
    {
      part: `${limb} forearm`,
      shape: { kind: 'capsule', a: joints.elbow, ra: r.elbow - 0.2, b: joints.wrist, rb: r.wrist },
    },
    {
      part: `${limb} hand`,
      shape: {
        kind: 'ellipse',
        c: joints.handCentre,
        rx: Math.max(joints.handLength * 0.5, 4.8),
        ry: 4.6,
        angle: joints.handAngle,
      },
    },
  ];
  const layer: Layer = `${limb} arm`;
  if (joints.elbowFlex > FOLD) {
    return [
      { layer, tone, rim: true, pieces: [upper] },
      { layer, tone, rim: true, pieces: fore },
    ];
  }
  return [{ layer, tone, rim: true, pieces: [upper, ...fore] }];
}

function legGroups(limb: Limb, joints: LegJoints, tone: 'near' | 'far'): Group[] {
  const r = BODY.radius;
  const thigh: Piece = {
    part: `${limb} thigh`,
    shape: { kind: 'capsule', a: joints.hip, ra: r.hip, b: joints.knee, rb: r.knee },
  };
  const capsule = (a: Point, ra: number, b: Point, rb: number): Shape => ({ kind: 'capsule', a, ra, b, rb });
  // The foot is a heel, a sole, an instep and toes, so it has a heel and a rounded toe at any angle.
  const lower: Piece[] = [
    { part: `${limb} shin`, shape: capsule(joints.knee, r.knee - 0.2, joints.ankle, r.ankle) },
    { part: `${limb} heel`, shape: capsule(joints.ankle, r.ankle, joints.heel, r.heel) },
    { part: `${limb} heel`, shape: capsule(joints.heel, r.heel, joints.ball, r.ball) },
    { part: `${limb} foot`, shape: capsule(joints.ankle, r.ankle, joints.ball, r.ball) },
    { part: `${limb} toes`, shape: capsule(joints.ball, r.ball, joints.toe, r.toe) },
  ];
  const layer: Layer = `${limb} leg`;
  if (joints.kneeFlex > FOLD) {
    // A folded leg: the thigh lies over the shin, as it does when kneeling or squatting.
    return [
      { layer, tone, rim: true, pieces: lower },
      { layer, tone, rim: true, pieces: [thigh] },
    ];
  }
  return [{ layer, tone, rim: true, pieces: [thigh, ...lower] }];
}

/** Every silhouette of the figure, back to front. */
export function buildGroups(pose: FigurePose, skeleton: Skeleton): Group[] {
  // The torso has no rim, so thighs and neck drawn behind it join it in one seamless silhouette.
  const body: Group = {
    layer: 'body',
    tone: 'near',
    rim: false,
    pieces: [
      { part: 'pelvis', shape: { kind: 'blob', ...skeleton.torsoOutline } },
      {
        part: 'head',
        shape: { kind: 'capsule', a: skeleton.neckRoot, ra: BODY.neckRadius, b: skeleton.neckTop, rb: BODY.neckRadius },
      },
    ],
  };
  const head: Group = {
    layer: 'head',
    tone: 'near',
    rim: true,
    pieces: [
      { part: 'head', shape: { kind: 'circle', c: skeleton.head, r: BODY.headRadius } },
      ...(skeleton.nose ? [{ part: 'head' as const, shape: { kind: 'circle' as const, c: skeleton.nose, r: 3 } }] : []),
    ],
  };
  const limbs: Limb[] = pose.view === 'side' ? ['near', 'far'] : ['left', 'right'];
  const hips: Group = {
    layer: 'hips',
    tone: 'near',
    rim: false,
    // The hips again, over the near thigh's top, so the leg grows out of the pelvis without a seam.
    pieces: [{ part: 'pelvis', shape: { kind: 'blob', ...skeleton.torsoOutline, upTo: HIP_PATCH } }],
  };
  const byLayer = new Map<Layer, Group[]>([
    ['body', [body]],
    ['hips', [hips]],
    ['head', [head]],
  ]);
  for (const limb of limbs) {
    const tone =
      pose.view === 'side'
        ? limb === 'near'
          ? 'near'
          : 'far'
        : (pose.behind ?? []).includes(`${limb as FrontLimb} arm`)
          ? 'far'
          : 'near';
    const legTone =
      pose.view === 'side' ? tone : (pose.behind ?? []).includes(`${limb as FrontLimb} leg`) ? 'far' : 'near';
    const arm = skeleton.arms[limb];
    const leg = skeleton.legs[limb];
    if (arm) byLayer.set(`${limb} arm`, armGroups(limb, arm, tone));
    if (leg) byLayer.set(`${limb} leg`, legGroups(limb, leg, legTone));
  }
  const order: Layer[] = pose.order ?? defaultOrder(pose);
  // Layers the order leaves out still get drawn, behind the rest, so no limb can vanish.
  const missing = [...byLayer.keys()].filter((layer) => !order.includes(layer));
  const far = (layer: Layer) => (byLayer.get(layer) ?? []).some((group) => group.tone === 'far');
  const sorted = [...missing, ...order];
  // Light limbs go first whatever the order says: they are behind the body by definition.
  const drawn = [...sorted.filter(far), ...sorted.filter((layer) => !far(layer))];
  return drawn.flatMap((layer) => byLayer.get(layer) ?? []);
}

function defaultOrder(pose: FigurePose): Layer[] {
  return pose.view === 'side'
    ? ['far arm', 'far leg', 'body', 'near leg', 'hips', 'head', 'near arm']
    : ['left leg', 'right leg', 'body', 'hips', 'left arm', 'right arm', 'head'];
}

/** The part a torso outline point belongs to: below the waist is the pelvis. */
export function torsoPart(station: number): BodyPart {
  return station <= BODY.lowerTorso ? 'pelvis' : 'chest';
}
