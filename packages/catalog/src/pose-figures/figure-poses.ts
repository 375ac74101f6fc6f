/**
 * The joint angles of every pose figure (see body.ts for what each angle means). Side-view figures
 * face right; "near" limbs are toward the viewer. Front-view "left"/"right" are the viewer's.
 */
import type { ArmAngles, FrontLimb, FrontPose, LegAngles, SideLimb, SidePose } from './body';

type SideSpec = Omit<SidePose, 'view' | 'facing'>;
type FrontSpec = Omit<FrontPose, 'view'>;

const side = (spec: SideSpec): SidePose => ({ view: 'side', facing: 'right', ...spec });
const front = (spec: FrontSpec): FrontPose => ({ view: 'front', ...spec });
/** The same angles for both limbs of a pair. */
const both = <T extends ArmAngles | LegAngles>(limb: T): Record<SideLimb, T> => ({ near: limb, far: limb });
const mirrored = <T extends ArmAngles | LegAngles>(limb: T): Record<FrontLimb, T> => ({ left: limb, right: limb });

export const FIGURE_POSES: Readonly<Record<number, SidePose | FrontPose>> = {
  // Boat: a V balanced on the sit bones, torso back 45°, straight legs up 45°, arms level.
  1: side({
    torso: { tilt: -40 },
    arms: { near: { shoulder: 38 }, far: { shoulder: 44 } },
    legs: both({ hip: 95, ankle: 20 }),
    rest: ['pelvis'],
  }),
  // Half Boat: as Boat, knees bent so the shins are level.
  2: side({
    torso: { tilt: -45 },
    arms: { near: { shoulder: 40 }, far: { shoulder: 46 } },
    legs: both({ hip: 90, knee: 45, ankle: 20 }),
    rest: ['pelvis'],
  }),
  // Bow: on the belly, chest and thighs lifted, hands holding the ankles behind.
  3: side({
    torso: { tilt: 80, bend: -20, neck: -10 },
    arms: both({ shoulder: -67 }),
    legs: both({ hip: -45, knee: 96, ankle: 30 }),
    rest: ['pelvis'],
  }),
  // Bridge: shoulders and head down, hips high, knees over the feet, arms along the mat.
  4: side({
    torso: { tilt: -116, neck: 39 },
    arms: both({ shoulder: -30, hand: 'flat' }),
    legs: both({ hip: 0, knee: 110, foot: 'flat' }),
    rest: ['chest', 'head', 'near foot', 'near hand'],
    fit: ['tilt', 'neck', 'both.knee', 'both.shoulder'],
  }),
  // Butterfly: sitting tall, knees dropped wide, soles together, hands on the feet.
  5: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 20, elbow: 65 }),
    legs: mirrored({ hip: 95, knee: 169, ankle: 60, seen: { upper: 0.7, lower: 0.86, end: 0.35 } }),
    rest: ['pelvis', 'left foot', 'right foot'],
    fit: ['both.knee'],
  }),
  // Camel: kneeling, thighs upright, chest lifted into a deep arch, hands on the heels, head back.
  6: side({
    torso: { tilt: 0, bend: -82, neck: -40 },
    arms: both({ shoulder: -94 }),
    legs: both({ hip: 0, knee: 88, ankle: 90 }),
    rest: ['near shin', 'near foot'],
    fit: ['near.knee', 'far.knee'],
  }),
  // Cat: on hands and knees, back rounded up, head dropped.
  7: side({
    torso: { tilt: 44.5, bend: 65, neck: 40 },
    arms: both({ shoulder: 115, hand: 'flat' }),
    legs: both({ hip: 50, knee: 87, ankle: 90 }),
    rest: ['near hand', 'near shin', 'near foot'],
    fit: ['tilt', 'both.knee'],
  }),
  // Cow: on hands and knees, belly sinking, chest forward, head and tailbone lifted.
  8: side({
    torso: { tilt: 100, bend: -35, neck: -35 },
    arms: both({ shoulder: 70, hand: 'flat' }),
    legs: both({ hip: 105, knee: 85, ankle: 90 }),
    rest: ['near hand', 'near shin', 'near foot'],
    fit: ['tilt', 'both.knee'],
  }),
  // Chair: knees deeply bent, hips back, torso forward 35°, arms up in line with it.
  9: side({
    torso: { tilt: 35 },
    arms: both({ shoulder: 180 }),
    legs: both({ hip: 85, knee: 70, foot: 'flat' }),
    rest: ['near foot'],
  }),
  // Child's Pose: sitting on the heels, folded over the thighs, forehead down, arms long.
  10: side({
    torso: { tilt: 75, bend: 30, neck: 5 },
    arms: both({ shoulder: 175, hand: 'flat' }),
    legs: both({ hip: 148, knee: 158, ankle: 90 }),
    rest: ['near shin', 'head', 'near hand'],
    fit: ['tilt', 'neck', 'both.shoulder'],
  }),
  // Corpse: lying flat on the back, limbs long and relaxed.
  11: side({
    torso: { tilt: -90, bend: -3, neck: 4 },
    arms: both({ shoulder: -6.5, hand: 'flat' }),
    legs: both({ hip: -3, ankle: 30 }),
    rest: ['chest', 'pelvis', 'head', 'near heel', 'near hand'],
    fit: ['bend', 'neck', 'both.hip', 'both.shoulder'],
  }),
  // Crescent Lunge: front knee 90° over the ankle, back leg straight on the ball of the foot, arms up.
  12: side({
    torso: { tilt: -5, bend: -10 },
    arms: both({ shoulder: 180 }),
    // A long stance: with the front thigh level, the straight back leg reaches far behind.
    legs: { near: { hip: 85, knee: 90, foot: 'flat' }, far: { hip: -73, ankle: 10, toes: 'flat' } },
    rest: ['near foot', 'far toes'],
    fit: ['far.hip'],
  }),
  // Crow: balanced on bent arms, knees high on the upper arms, feet off the mat.
  13: side({
    torso: { tilt: 105, bend: 30, neck: -60 },
    arms: both({ shoulder: 75, elbow: 80, hand: 'flat' }),
    legs: both({ hip: 151, knee: 156, ankle: 60, seen: { upper: 0.87 } }),
    rest: ['near hand'],
    // Knees rest on the outside of the upper arms.
    order: ['far arm', 'far leg', 'body', 'head', 'near arm', 'near leg', 'hips'],
  }),
  // Dolphin: Downward Dog on the forearms.
  14: side({
    torso: { tilt: 150 },
    arms: both({ shoulder: 150, elbow: 90, hand: 'flat' }),
    legs: both({ hip: 107, ankle: -15, toes: 'flat' }),
    rest: ['near forearm', 'near toes'],
    fit: ['both.hip'],
  }),
  // Downward-Facing Dog: inverted V, hips highest, arms in line with the back.
  15: side({
    torso: { tilt: 135 },
    arms: both({ shoulder: 180, hand: 'flat' }),
    legs: both({ hip: 99, ankle: -35, toes: 'flat' }),
    rest: ['near hand', 'near toes'],
    fit: ['both.hip'],
  }),
  // Eagle: sitting down on one bent leg, the other wrapped over it; arms wound together before the face.
  16: front({
    torso: { tilt: 0 },
    // Upper arms come forward and in (so they look short), elbows together, forearms up before the chin.
    arms: mirrored({ shoulder: -35, elbow: 145, seen: { upper: 0.64, lower: 0.69 } }),
    legs: {
      // The standing knee bends forward and a little out: a short thigh, the shin slanting in to the foot.
      left: { hip: 23, knee: 43, foot: 'flat', seen: { upper: 0.6, lower: 0.93, end: 0.45 } },
      // The thigh crosses over the standing knee, the shin winds down round the standing calf.
      right: { hip: -51, knee: -39, ankle: 30, seen: { upper: 0.61, lower: 0.61, end: 0.45 } },
    },
    rest: ['left foot'],
    order: ['left leg', 'right leg', 'body', 'head', 'left arm', 'right arm'],
  }),
  // Extended Hand to Toe: standing tall, one straight leg lifted forward, held at the toe.
  17: side({
    torso: { tilt: 13 },
    arms: { near: { shoulder: 114 }, far: { shoulder: -54.5, elbow: 117 } },
    legs: { near: { hip: 127, ankle: 0 }, far: { hip: 13, foot: 'flat' } },
    rest: ['far foot'],
  }),
  // Extended Side Angle: front knee 90°, side body long from back foot to top fingertips.
  18: front({
    torso: { tilt: 72 },
    arms: { left: { shoulder: 150.5 }, right: { shoulder: 72, hand: 'flat' } },
    legs: {
      left: { hip: -29.5, foot: 'flat' },
      right: { hip: 154, knee: 82, foot: 'flat', seen: { end: 1 } },
    },
    rest: ['left foot', 'right foot', 'right hand'],
    fit: ['left.hip', 'right.shoulder'],
  }),
  // Forearm Stand: forearms down, upper arms and body stacked vertically.
  19: side({
    torso: { tilt: 180, bend: -5, neck: -30 },
    arms: both({ shoulder: 180, elbow: 90, hand: 'flat' }),
    legs: both({ hip: -5, ankle: 80 }),
    rest: ['near forearm'],
    // Upside down the face shows in front of the arms rather than peeking past them.
    order: ['far arm', 'far leg', 'body', 'near leg', 'hips', 'near arm', 'head'],
  }),
  // Forward Bend with Shoulder Opener: folded over straight legs, clasped arms over the back.
  20: side({
    torso: { tilt: 140, bend: 25, neck: 10 },
    // Clasped behind the back and lifted away from it, over toward the floor.
    arms: both({ shoulder: -60 }),
    legs: both({ hip: 140, foot: 'flat' }),
    rest: ['near foot'],
    // The hanging torso is drawn over the near leg so the fold shows.
    order: ['far arm', 'far leg', 'near leg', 'body', 'head', 'near arm'],
  }),
  // Half-Moon: on one leg, torso and lifted leg level, arms one vertical line.
  21: front({
    torso: { tilt: -108.5 },
    arms: { left: { shoulder: 108.5 }, right: { shoulder: 71.5 } },
    legs: { left: { hip: 108.5, foot: 'flat' }, right: { hip: -18.5, ankle: 0 } },
    rest: ['left foot', 'left hand'],
    fit: ['left.shoulder'],
  }),
  // Handstand: on straight arms, body stacked vertically.
  22: side({
    torso: { tilt: 180, neck: -25 },
    arms: both({ shoulder: 180, hand: 'flat' }),
    legs: both({ hip: 0, ankle: 80 }),
    rest: ['near hand'],
    order: ['far arm', 'far leg', 'body', 'near leg', 'hips', 'near arm', 'head'],
  }),
  // Low Lunge: front knee 90°, back knee and foot on the mat, torso upright, arms up.
  23: side({
    torso: { tilt: 0, bend: -10 },
    arms: both({ shoulder: 180 }),
    legs: { near: { hip: 95, knee: 95, foot: 'flat' }, far: { hip: -32, knee: 53, ankle: 90 } },
    rest: ['near foot', 'far shin', 'far foot'],
    fit: ['far.hip', 'far.knee'],
  }),
  // Pigeon (reclined figure four): on the back, far shin level, the near ankle crossed over its knee.
  24: side({
    torso: { tilt: -90, bend: -3, neck: 4 },
    // Elbows open to the sides, so the arms look short in profile.
    arms: both({ shoulder: 33, elbow: 10, seen: { upper: 0.7, lower: 0.75 } }),
    legs: {
      // Knee opened out toward the viewer: in profile its shin turns back across the other thigh.
      near: { hip: 40, knee: -110, ankle: 0, seen: { upper: 0.85, lower: 0.8 } },
      far: { hip: 90, knee: 90, ankle: 0 },
    },
    rest: ['chest', 'head', 'pelvis'],
    fit: ['bend', 'neck'],
  }),
  // King Pigeon: front shin down, back knee down and bent, arched back, hands to the back foot.
  25: side({
    torso: { tilt: 15, bend: -50, neck: -45 },
    arms: both({ shoulder: 166, elbow: 118.5 }),
    legs: {
      near: { hip: 95, knee: 170, ankle: 90, seen: { lower: 0.45 } },
      far: { hip: -65, knee: 109, ankle: 40 },
    },
    rest: ['near thigh', 'far shin'],
    fit: ['far.hip'],
    // The head dropped back between the raised arms stays in sight.
    order: ['far arm', 'far leg', 'body', 'near leg', 'hips', 'near arm', 'head'],
  }),
  // Plank: straight line from head to heels, hands under the shoulders.
  26: side({
    torso: { tilt: 70 },
    arms: both({ shoulder: 70, hand: 'flat' }),
    legs: both({ hip: 0, toes: 'flat' }),
    rest: ['near hand', 'near toes'],
    fit: ['tilt'],
  }),
  // Plow: on the shoulders, hips above them, straight legs over the head to the mat.
  27: side({
    // Chin tucked hard, so the back of the head lies on the mat.
    torso: { tilt: 190, neck: 108 },
    arms: both({ shoulder: -86, hand: 'flat' }),
    legs: both({ hip: 124, ankle: 30 }),
    rest: ['chest', 'head', 'near toes', 'near hand'],
    fit: ['both.hip', 'neck', 'both.shoulder'],
  }),
  // Pyramid: straight legs a stride apart, flat back folded over the front leg, hands down.
  28: side({
    torso: { tilt: 110, bend: 24 },
    arms: both({ shoulder: 127, hand: 'flat' }),
    legs: { near: { hip: 135, foot: 'flat' }, far: { hip: 85, foot: 'flat', seen: { end: 0.6 } } },
    rest: ['near foot', 'far foot', 'near hand'],
    fit: ['far.hip', 'both.shoulder', 'bend'],
  }),
  // Reverse Warrior: Warrior Two legs, torso leaning back, front arm sweeping overhead.
  29: front({
    torso: { tilt: -25, bend: -10 },
    arms: { left: { shoulder: 52, elbow: 12 }, right: { shoulder: 165 } },
    legs: {
      left: { hip: 91, foot: 'flat' },
      right: { hip: 65, knee: 90, foot: 'flat', seen: { end: 1 } },
    },
    rest: ['left foot', 'right foot'],
    fit: ['left.hip'],
  }),
  // Seated Forward Bend: legs straight along the mat, torso folded over them, hands at the feet.
  30: side({
    torso: { tilt: 60, bend: 25, neck: 10 },
    // Elbows bend out to the sides, so the upper arms look short in profile.
    arms: both({ shoulder: 117, elbow: 57, seen: { upper: 0.6 } }),
    legs: both({ hip: 148, ankle: 0 }),
    rest: ['pelvis', 'near heel'],
    fit: ['both.hip'],
  }),
  // Lotus: sitting tall, each foot on the other thigh, knees wide and low, hands on the knees.
  31: front({
    torso: { tilt: 0 },
    // The forearms reach forward to the knees, so they look a little short.
    arms: mirrored({ shoulder: 40, elbow: 28, wrist: -30, seen: { upper: 0.8 } }),
    legs: mirrored({ hip: 80, knee: 175, ankle: 110, seen: { upper: 0.72, end: 0.6 } }),
    rest: ['pelvis', 'left thigh', 'right thigh'],
    fit: ['both.hip'],
    order: ['body', 'head', 'left leg', 'right leg', 'left arm', 'right arm'],
  }),
  // Half Lord of the Fishes: seated tall, twisting toward the raised knee. Seen from the folded leg's
  // side: that elbow hooks round the raised knee, the far hand is planted on the mat behind.
  32: side({
    torso: { tilt: 4 },
    arms: {
      // Across to the outside of the raised knee, forearm upright, the knee showing above the arm.
      near: { shoulder: 62, elbow: 120 },
      far: { shoulder: -17, hand: 'flat-back' },
    },
    legs: {
      // Folded on the mat: knee forward, shin back under the thigh, foot tucked by the far hip.
      near: { hip: 86.9, knee: 170.4, ankle: 90, seen: { lower: 0.95 } },
      // Knee drawn up to the chest, foot planted beside the folded knee.
      far: { hip: 152.8, knee: 150, foot: 'flat' },
    },
    rest: ['pelvis', 'near thigh', 'near foot', 'far foot', 'far hand'],
    fit: ['far.hip', 'near.hip', 'near.knee', 'far.shoulder'],
  }),
  // Shoulder Stand: vertical on the shoulders, hands on the back, elbows down, chin to chest.
  33: side({
    // Chin tucked hard, so the back of the head lies on the mat.
    torso: { tilt: 180, neck: 118 },
    arms: both({ shoulder: -98, elbow: 133, wrist: 30 }),
    legs: both({ hip: 0, ankle: 80 }),
    rest: ['chest', 'head', 'near upper arm'],
    fit: ['neck', 'both.shoulder'],
  }),
  // Side Plank: one straight arm under the shoulder, body one diagonal, top arm up.
  34: front({
    torso: { tilt: 64 },
    arms: { left: { shoulder: 116 }, right: { shoulder: 64, hand: 'flat' } },
    legs: mirrored({ hip: 0 }),
    rest: ['right foot', 'right hand'],
    fit: ['tilt'],
  }),
  // Sphinx: on the belly, propped on the forearms, chest lifted, head up.
  35: side({
    torso: { tilt: 78, bend: -42.5, neck: -10 },
    arms: both({ shoulder: 33, elbow: 90, hand: 'flat' }),
    legs: both({ hip: -8, ankle: 90 }),
    rest: ['pelvis', 'near forearm', 'near foot'],
    fit: ['bend', 'both.hip'],
  }),
  // Splits: front leg straight forward, back leg straight back, both along the mat; torso tall.
  36: side({
    torso: { tilt: 0 },
    arms: both({ shoulder: 1, elbow: 145, wrist: 20 }),
    legs: { near: { hip: 88, ankle: 70 }, far: { hip: -85, ankle: 90 } },
    rest: ['pelvis', 'near heel', 'far foot'],
    fit: ['near.hip', 'far.hip'],
  }),
  // Garland: deep squat, heels down, knees wide, palms together at the chest.
  37: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 17, elbow: 151, wrist: 46 }),
    legs: mirrored({ hip: 100, knee: 105, foot: 'flat', seen: { upper: 0.7, lower: 0.85, end: 0.6 } }),
    rest: ['left foot', 'right foot'],
  }),
  // Standing Forward Bend: folded over straight legs, fingertips down by the toes.
  38: side({
    torso: { tilt: 140, bend: 30, neck: 10 },
    // The arms hang forward past the head, fingertips on the mat ahead of the toes.
    arms: both({ shoulder: 215, wrist: -20 }),
    legs: both({ hip: 140, foot: 'flat' }),
    rest: ['near foot', 'near hand'],
    fit: ['both.shoulder'],
    order: ['far arm', 'far leg', 'near leg', 'body', 'head', 'near arm'],
  }),
  // Crescent Moon: standing, arms up and clasped, whole body bowed to one side.
  39: front({
    torso: { tilt: 0, bend: 45, neck: 5 },
    arms: { left: { shoulder: 191 }, right: { shoulder: 197.5 } },
    // Hips pushed the other way: the legs lean, the pelvis stays level.
    legs: { left: { hip: -8, foot: 'flat' }, right: { hip: 8, foot: 'flat' } },
    rest: ['left foot', 'right foot'],
  }),
  // Side Splits: legs straight out to the sides along the mat, torso tall, hands down in front.
  40: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 21, hand: 'flat' }),
    legs: mirrored({ hip: 87, ankle: 0, seen: { end: 0.8 } }),
    rest: ['pelvis', 'left heel', 'right heel', 'left hand', 'right hand'],
    fit: ['left.hip', 'right.hip', 'left.shoulder', 'right.shoulder'],
  }),
  // Tree: on one straight leg, the other knee out to the side, sole on the inner thigh, palms up.
  41: front({
    torso: { tilt: 0 },
    // Elbows soften outward so the palms meet above the head.
    arms: mirrored({ shoulder: 159, elbow: -75 }),
    legs: { left: { hip: 0, foot: 'flat' }, right: { hip: 55, knee: 150, ankle: -5, seen: { end: 0.8 } } },
    rest: ['left foot'],
  }),
  // Triangle: wide stance, straight legs, torso tipped over the front leg, arms one vertical line.
  42: front({
    torso: { tilt: 57 },
    arms: { left: { shoulder: 123 }, right: { shoulder: 57 } },
    legs: { left: { hip: -21, foot: 'flat' }, right: { hip: 106, foot: 'flat', seen: { end: 1 } } },
    rest: ['left foot', 'right foot'],
    fit: ['left.hip'],
  }),
  // Upward-Facing Dog: straight arms, chest high, thighs off the mat, tops of the feet down.
  43: side({
    torso: { tilt: 55, bend: -25, neck: -25 },
    arms: both({ shoulder: 30, hand: 'flat' }),
    legs: both({ hip: -20, ankle: 90 }),
    rest: ['near hand', 'near foot', 'far foot'],
    fit: ['near.hip', 'far.hip'],
  }),
  // Warrior One: front knee 90°, back leg straight with the heel down, hips square, arms up.
  44: side({
    torso: { tilt: 0, bend: -5 },
    arms: both({ shoulder: 180 }),
    legs: { near: { hip: 80, knee: 80, foot: 'flat' }, far: { hip: -55, foot: 'flat', seen: { end: 0.65 } } },
    rest: ['near foot', 'far foot'],
    fit: ['far.hip'],
  }),
  // Warrior Two: wide stance, front knee 90°, torso upright, arms level.
  45: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 90 }),
    legs: { left: { hip: 61, foot: 'flat' }, right: { hip: 90, knee: 90, foot: 'flat', seen: { end: 1 } } },
    rest: ['left foot', 'right foot'],
    fit: ['left.hip'],
  }),
  // Warrior Three: a T balanced on one leg, torso, arms and lifted leg level.
  46: side({
    torso: { tilt: 90, neck: -5 },
    arms: both({ shoulder: 172 }),
    legs: { near: { hip: 0, ankle: 0 }, far: { hip: 90, foot: 'flat' } },
    rest: ['far foot'],
    // The head between the outstretched arms stays in sight.
    order: ['far arm', 'far leg', 'body', 'near leg', 'hips', 'near arm', 'head'],
  }),
  // Wheel: a high arch on hands and feet, belly highest, head hanging.
  47: side({
    torso: { tilt: -60, bend: -79.5, neck: -30 },
    // Arms past overhead, planted under the shoulders, fingers toward the feet.
    arms: both({ shoulder: 210, hand: 'flat' }),
    legs: both({ hip: 0, knee: 70, foot: 'flat' }),
    rest: ['near hand', 'near foot'],
    fit: ['bend'],
  }),
  // Wild Thing: one straight arm under the shoulder, hips high in an arch, chest to the sky, top foot
  // stepped back with the knee bent, free arm reaching overhead, head dropped back.
  48: side({
    torso: { tilt: -75, bend: -55, neck: -40 },
    // The near arm holds the body up, planted under the shoulder; the far arm sweeps overhead.
    arms: { near: { shoulder: -130, hand: 'flat-back' }, far: { shoulder: 160 } },
    // The near (bottom) leg long, the far leg stepped back behind it with the knee bent.
    legs: { near: { hip: -32.5, knee: 8, foot: 'flat' }, far: { hip: -25, knee: 72.6, foot: 'flat' } },
    rest: ['near hand', 'near foot', 'far foot'],
    fit: ['near.shoulder', 'far.knee', 'near.hip'],
  }),
};
