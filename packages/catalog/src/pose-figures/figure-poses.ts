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
    arms: { near: { shoulder: 50 }, far: { shoulder: 55 } },
    legs: both({ hip: 95, ankle: 20 }),
    rest: ['pelvis'],
  }),
  // Half Boat: as Boat, knees bent so the shins are level.
  2: side({
    torso: { tilt: -45 },
    arms: { near: { shoulder: 45 }, far: { shoulder: 50 } },
    legs: both({ hip: 90, knee: 45, ankle: 20 }),
    rest: ['pelvis'],
  }),
  // Bow: on the belly, chest and thighs lifted, hands holding the ankles behind.
  3: side({
    torso: { tilt: 65, bend: -25, neck: -15 },
    arms: both({ shoulder: -70 }),
    legs: both({ hip: -40, knee: 95, ankle: 30 }),
    rest: ['pelvis'],
  }),
  // Bridge: shoulders and head down, hips high, knees over the feet, arms along the mat.
  4: side({
    torso: { tilt: -120, neck: 30 },
    arms: both({ shoulder: -30, hand: 'flat' }),
    legs: both({ hip: 0, knee: 110, foot: 'flat' }),
    rest: ['chest', 'head', 'near foot', 'near hand'],
    fit: ['neck', 'near.knee', 'far.knee', 'near.shoulder'],
  }),
  // Butterfly: sitting tall, knees dropped wide, soles together, hands on the feet.
  5: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 10, elbow: 30 }),
    legs: mirrored({ hip: 80, knee: 155, ankle: 20, seen: { upper: 0.85, lower: 0.85, end: 0.5 } }),
    rest: ['pelvis', 'left foot', 'right foot'],
    fit: ['left.hip', 'right.hip'],
  }),
  // Camel: kneeling, thighs upright, chest lifted into a deep arch, hands on the heels, head back.
  6: side({
    torso: { tilt: -25, bend: -60, neck: -40 },
    arms: both({ shoulder: -93 }),
    legs: both({ hip: -20, knee: 90, ankle: 90 }),
    rest: ['near shin', 'near foot'],
    fit: ['near.knee', 'far.knee'],
  }),
  // Cat: on hands and knees, back rounded up, head dropped.
  7: side({
    torso: { tilt: 70, bend: 45, neck: 50 },
    arms: both({ shoulder: 115, hand: 'flat' }),
    legs: both({ hip: 70, knee: 90, ankle: 90 }),
    rest: ['near hand', 'near shin', 'near foot'],
    fit: ['tilt', 'near.knee'],
  }),
  // Cow: on hands and knees, belly sinking, chest forward, head and tailbone lifted.
  8: side({
    torso: { tilt: 105, bend: -35, neck: -35 },
    arms: both({ shoulder: 70, hand: 'flat' }),
    legs: both({ hip: 105, knee: 90, ankle: 90 }),
    rest: ['near hand', 'near shin', 'near foot'],
    fit: ['tilt', 'near.knee'],
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
    torso: { tilt: 100, bend: 15, neck: 10 },
    arms: both({ shoulder: 200, hand: 'flat' }),
    legs: both({ hip: 180, knee: 170, ankle: 90 }),
    rest: ['near shin', 'head', 'near hand'],
    fit: ['tilt', 'near.shoulder', 'far.shoulder'],
  }),
  // Corpse: lying flat on the back, limbs long and relaxed.
  11: side({
    torso: { tilt: -90 },
    arms: both({ shoulder: -5, hand: 'flat' }),
    legs: both({ hip: -3, ankle: 30 }),
    rest: ['chest', 'pelvis', 'head', 'near heel', 'near hand'],
    fit: ['bend', 'neck', 'near.hip', 'near.shoulder'],
  }),
  // Crescent Lunge: front knee 90° over the ankle, back leg straight on the ball of the foot, arms up.
  12: side({
    torso: { tilt: -5, bend: -10 },
    arms: both({ shoulder: 180 }),
    legs: { near: { hip: 85, knee: 90, foot: 'flat' }, far: { hip: -55, ankle: 10, toes: 'flat' } },
    rest: ['near foot', 'far toes'],
    fit: ['far.hip'],
  }),
  // Crow: balanced on bent arms, knees high on the upper arms, feet off the mat.
  13: side({
    torso: { tilt: 80, bend: 25, neck: -40 },
    arms: both({ shoulder: 55, elbow: 40, hand: 'flat' }),
    legs: both({ hip: 140, knee: 140, ankle: 60 }),
    rest: ['near hand'],
    order: ['far arm', 'far leg', 'body', 'near arm', 'near leg'],
  }),
  // Dolphin: Downward Dog on the forearms.
  14: side({
    torso: { tilt: 150 },
    arms: both({ shoulder: 150, elbow: 90, hand: 'flat' }),
    legs: both({ hip: 115, ankle: -15, toes: 'flat' }),
    rest: ['near forearm', 'near toes'],
    fit: ['near.hip', 'far.hip'],
  }),
  // Downward-Facing Dog: inverted V, hips highest, arms in line with the back.
  15: side({
    torso: { tilt: 130 },
    arms: both({ shoulder: 180, hand: 'flat' }),
    legs: both({ hip: 85, ankle: -35, toes: 'flat' }),
    rest: ['near hand', 'near toes'],
    fit: ['near.hip', 'far.hip'],
  }),
  // Eagle: on one bent leg, the other wrapped over it; arms wound together before the face.
  16: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 135, elbow: 135, seen: { upper: 0.55 } }),
    legs: {
      left: { hip: 0, foot: 'flat', seen: { upper: 0.9, end: 0.45 } },
      right: { hip: -17, knee: 10, seen: { upper: 0.85, end: 0.45 } },
    },
    rest: ['left foot'],
  }),
  // Extended Hand to Toe: standing tall, one straight leg lifted forward, held at the toe.
  17: side({
    torso: { tilt: 10 },
    arms: { near: { shoulder: 75 }, far: { shoulder: -20, elbow: 100 } },
    legs: { near: { hip: 90, ankle: 0 }, far: { hip: 10, foot: 'flat' } },
    rest: ['far foot'],
  }),
  // Extended Side Angle: front knee 90°, side body long from back foot to top fingertips.
  18: front({
    torso: { tilt: 60 },
    arms: { left: { shoulder: 170 }, right: { shoulder: 60, hand: 'flat' } },
    legs: {
      left: { hip: -20, foot: 'flat' },
      right: { hip: 150, knee: 90, foot: 'flat', seen: { end: 1 } },
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
  }),
  // Forward Bend with Shoulder Opener: folded over straight legs, clasped arms over the back.
  20: side({
    torso: { tilt: 165, bend: 10, neck: 10 },
    arms: both({ shoulder: -65 }),
    legs: both({ hip: 165, foot: 'flat' }),
    rest: ['near foot'],
  }),
  // Half-Moon: on one leg, torso and lifted leg level, arms one vertical line.
  21: front({
    torso: { tilt: -90 },
    arms: mirrored({ shoulder: 90, hand: 'flat' }),
    legs: { left: { hip: 90, foot: 'flat' }, right: { hip: 0, ankle: 0 } },
    rest: ['left foot', 'left hand'],
    fit: ['left.shoulder'],
  }),
  // Handstand: on straight arms, body stacked vertically.
  22: side({
    torso: { tilt: 180, neck: -20 },
    arms: both({ shoulder: 180, hand: 'flat' }),
    legs: both({ hip: 0, ankle: 80 }),
    rest: ['near hand'],
  }),
  // Low Lunge: front knee 90°, back knee and foot on the mat, torso upright, arms up.
  23: side({
    torso: { tilt: 0, bend: -10 },
    arms: both({ shoulder: 180 }),
    legs: { near: { hip: 95, knee: 95, foot: 'flat' }, far: { hip: -35, knee: 55, ankle: 90 } },
    rest: ['near foot', 'far shin', 'far foot'],
    fit: ['far.hip', 'far.knee'],
  }),
  // Pigeon (reclined figure four): on the back, one shin level, the other ankle across its knee.
  24: side({
    torso: { tilt: -90 },
    arms: both({ shoulder: 120, elbow: 30 }),
    legs: {
      near: { hip: 135, knee: 80, ankle: 0, seen: { upper: 0.75, lower: 0.6 } },
      far: { hip: 100, knee: 90, ankle: 0 },
    },
    rest: ['chest', 'head', 'pelvis'],
    fit: ['bend', 'neck'],
  }),
  // King Pigeon: front shin down, back knee down and bent, arched back, hands to the back foot.
  25: side({
    torso: { tilt: -10, bend: -35, neck: -40 },
    arms: both({ shoulder: 190, elbow: 60 }),
    legs: {
      near: { hip: 75, knee: 165, ankle: 60, seen: { lower: 0.45 } },
      far: { hip: -90, knee: 110, ankle: 40 },
    },
    rest: ['near thigh', 'far thigh'],
    fit: ['far.hip'],
  }),
  // Plank: straight line from head to heels, hands under the shoulders.
  26: side({
    torso: { tilt: 75 },
    arms: both({ shoulder: 75, hand: 'flat' }),
    legs: both({ hip: 0, toes: 'flat' }),
    rest: ['near hand', 'near toes'],
    fit: ['tilt'],
  }),
  // Plow: on the shoulders, hips above them, straight legs over the head to the mat.
  27: side({
    torso: { tilt: 185, neck: 90 },
    arms: both({ shoulder: -90, hand: 'flat' }),
    legs: both({ hip: 145, ankle: 30 }),
    rest: ['chest', 'head', 'near toes', 'near hand'],
    fit: ['near.hip', 'far.hip', 'neck', 'near.shoulder'],
  }),
  // Pyramid: straight legs a stride apart, flat back folded over the front leg, hands down.
  28: side({
    torso: { tilt: 110 },
    arms: both({ shoulder: 115, hand: 'flat' }),
    legs: { near: { hip: 135, foot: 'flat' }, far: { hip: 85, foot: 'flat', seen: { end: 0.6 } } },
    rest: ['near foot', 'far foot', 'near hand'],
    fit: ['far.hip', 'near.shoulder', 'far.shoulder'],
  }),
  // Reverse Warrior: Warrior Two legs, torso leaning back, front arm sweeping overhead.
  29: front({
    torso: { tilt: -25, bend: -10 },
    arms: { left: { shoulder: 55 }, right: { shoulder: 165 } },
    legs: {
      left: { hip: 70, foot: 'flat' },
      right: { hip: 65, knee: 90, foot: 'flat', seen: { end: 1 } },
    },
    rest: ['left foot', 'right foot'],
    fit: ['left.hip'],
  }),
  // Seated Forward Bend: legs straight along the mat, torso folded over them, hands at the feet.
  30: side({
    torso: { tilt: 60, bend: 25, neck: 10 },
    arms: both({ shoulder: 170 }),
    legs: both({ hip: 150, ankle: 0 }),
    rest: ['pelvis', 'near heel'],
    fit: ['near.hip', 'far.hip'],
  }),
  // Lotus: sitting tall, each foot on the other thigh, knees wide and low, hands on the knees.
  31: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 20, elbow: -15 }),
    legs: mirrored({ hip: 75, knee: 175, ankle: 110, seen: { upper: 0.6, end: 0.6 } }),
    rest: ['pelvis'],
    order: ['body', 'left leg', 'right leg', 'left arm', 'right arm'],
  }),
  // Half Lord of the Fishes: seated twist, one knee up, the other arm hooked outside it.
  32: front({
    torso: { tilt: 0 },
    arms: { left: { shoulder: 40, elbow: 120, seen: { upper: 0.8 } }, right: { shoulder: 20, hand: 'flat' } },
    legs: {
      left: { hip: 90, knee: 180, ankle: 0, seen: { upper: 0.35, end: 0.5 } },
      right: { hip: 200, knee: 150, foot: 'flat', seen: { upper: 0.7 } },
    },
    behind: ['right arm'],
    rest: ['pelvis'],
    order: ['right arm', 'body', 'left leg', 'right leg', 'left arm'],
  }),
  // Shoulder Stand: vertical on the shoulders, hands on the back, elbows down, chin to chest.
  33: side({
    torso: { tilt: 180, neck: 90 },
    arms: both({ shoulder: -90, elbow: 90, wrist: 30 }),
    legs: both({ hip: 0, ankle: 80 }),
    rest: ['chest', 'head', 'near upper arm'],
    fit: ['neck', 'near.shoulder', 'far.shoulder'],
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
    torso: { tilt: 80, bend: -25, neck: -20 },
    arms: both({ shoulder: 55, elbow: 90, hand: 'flat' }),
    legs: both({ hip: -10, ankle: 90 }),
    rest: ['pelvis', 'near forearm', 'near foot'],
    fit: ['near.hip', 'near.shoulder', 'far.shoulder'],
  }),
  // Splits: front leg straight forward, back leg straight back, both along the mat; torso tall.
  36: side({
    torso: { tilt: 0 },
    arms: both({ shoulder: 20, elbow: 120 }),
    legs: { near: { hip: 90, ankle: 70 }, far: { hip: -90, ankle: 90 } },
    rest: ['near thigh', 'far thigh', 'pelvis'],
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
    torso: { tilt: 165, bend: 15, neck: 10 },
    arms: both({ shoulder: 160, hand: 'flat' }),
    legs: both({ hip: 165, foot: 'flat' }),
    rest: ['near foot', 'near hand'],
    fit: ['near.shoulder', 'far.shoulder'],
  }),
  // Crescent Moon: standing, arms up and clasped, whole body bowed to one side.
  39: front({
    torso: { tilt: 10, bend: 25, neck: 5 },
    arms: { left: { shoulder: 190 }, right: { shoulder: 160 } },
    legs: { left: { hip: -10, foot: 'flat' }, right: { hip: 10, foot: 'flat' } },
    rest: ['left foot', 'right foot'],
  }),
  // Side Splits: legs straight out to the sides along the mat, torso tall, hands down in front.
  40: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 30, hand: 'flat' }),
    legs: mirrored({ hip: 90, ankle: 0, seen: { end: 0.8 } }),
    rest: ['pelvis', 'left heel', 'right heel', 'left hand', 'right hand'],
    fit: ['left.hip', 'right.hip', 'left.shoulder', 'right.shoulder'],
  }),
  // Tree: on one straight leg, the other knee out to the side, sole on the inner thigh, palms up.
  41: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 160, elbow: -45 }),
    legs: { left: { hip: 0, foot: 'flat' }, right: { hip: 55, knee: 150, ankle: -5, seen: { end: 0.8 } } },
    rest: ['left foot'],
  }),
  // Triangle: wide stance, straight legs, torso tipped over the front leg, arms one vertical line.
  42: front({
    torso: { tilt: 75 },
    arms: { left: { shoulder: 105 }, right: { shoulder: 75 } },
    legs: { left: { hip: -35, foot: 'flat' }, right: { hip: 110, foot: 'flat', seen: { end: 1 } } },
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
    legs: { near: { hip: 80, knee: 80, foot: 'flat' }, far: { hip: -40, foot: 'flat', seen: { end: 0.65 } } },
    rest: ['near foot', 'far foot'],
    fit: ['far.hip'],
  }),
  // Warrior Two: wide stance, front knee 90°, torso upright, arms level.
  45: front({
    torso: { tilt: 0 },
    arms: mirrored({ shoulder: 90 }),
    legs: { left: { hip: 50, foot: 'flat' }, right: { hip: 90, knee: 90, foot: 'flat', seen: { end: 1 } } },
    rest: ['left foot', 'right foot'],
    fit: ['left.hip'],
  }),
  // Warrior Three: a T balanced on one leg, torso, arms and lifted leg level.
  46: side({
    torso: { tilt: 90 },
    arms: both({ shoulder: 180 }),
    legs: { near: { hip: 0, ankle: 0 }, far: { hip: 90, foot: 'flat' } },
    rest: ['far foot'],
  }),
  // Wheel: a high arch on hands and feet, belly highest, head hanging.
  47: side({
    torso: { tilt: -75, bend: -95, neck: -30 },
    arms: both({ shoulder: 180, hand: 'flat' }),
    legs: both({ hip: 5, knee: 90, foot: 'flat' }),
    rest: ['near hand', 'near foot'],
    fit: ['tilt'],
  }),
  // Wild Thing: one hand down, hips high and arched, top foot stepped back, free arm overhead.
  48: side({
    torso: { tilt: -70, bend: -50, neck: -45 },
    arms: { near: { shoulder: 160 }, far: { shoulder: -120, hand: 'flat' } },
    legs: { near: { hip: 0, knee: 75, foot: 'flat' }, far: { hip: -20, foot: 'flat' } },
    rest: ['far hand', 'far foot', 'near foot'],
    fit: ['tilt', 'near.knee'],
  }),
};
