import type { WorkoutExerciseInput } from '@thrive/contract';

/** A routine to start from: the exercise library's ids with sets, reps or seconds and rest, and why it works. */
export interface ReadyMadeWorkout {
  id: string;
  name: string;
  summary: string;
  equipment: string;
  level: 'beginner' | 'intermediate';
  exercises: (WorkoutExerciseInput & { name: string })[];
}

const reps = (exerciseId: string, name: string, sets: number, count: number, restSeconds = 60) => ({
  exerciseId,
  name,
  sets,
  reps: count,
  unit: 'kg' as const,
  restSeconds,
});
const hold = (exerciseId: string, name: string, sets: number, seconds: number, restSeconds = 30) => ({
  exerciseId,
  name,
  sets,
  seconds,
  unit: 'kg' as const,
  restSeconds,
});

/** Eight routines for the common goals, each a whole session of 20 to 50 minutes. */
export const READY_MADE_WORKOUTS: readonly ReadyMadeWorkout[] = [
  {
    id: 'full-body-no-equipment',
    name: 'Full body, no equipment',
    summary: 'Legs, chest, back and core with nothing but the floor: a first routine for the living room.',
    equipment: 'None',
    level: 'beginner',
    exercises: [
      reps('Bodyweight_Squat', 'Bodyweight Squat', 3, 15),
      reps('Pushups', 'Pushups', 3, 10),
      reps('Bodyweight_Walking_Lunge', 'Bodyweight Walking Lunge', 3, 12),
      reps('Butt_Lift_Bridge', 'Butt Lift (Bridge)', 3, 15, 45),
      reps('Superman', 'Superman', 3, 12, 45),
      hold('Plank', 'Plank', 3, 30),
    ],
  },
  {
    id: 'dumbbells-at-home',
    name: 'Dumbbells at home',
    summary: 'One pair of dumbbells works every big muscle group: press, row, squat and lunge, then the arms.',
    equipment: 'Dumbbells',
    level: 'beginner',
    exercises: [
      reps('Goblet_Squat', 'Goblet Squat', 3, 12, 90),
      reps('Dumbbell_Bench_Press', 'Dumbbell Bench Press', 3, 10, 90),
      reps('One-Arm_Dumbbell_Row', 'One-Arm Dumbbell Row', 3, 10),
      reps('Dumbbell_Lunges', 'Dumbbell Lunges', 3, 10),
      reps('Dumbbell_Shoulder_Press', 'Dumbbell Shoulder Press', 3, 10),
      reps('Hammer_Curls', 'Hammer Curls', 2, 12, 45),
    ],
  },
  {
    id: 'upper-body',
    name: 'Upper body',
    summary: 'The upper half of an upper/lower split: a heavy press and row first, then shoulders and arms.',
    equipment: 'Barbell, cable and pull-up bar',
    level: 'intermediate',
    exercises: [
      reps('Barbell_Bench_Press_-_Medium_Grip', 'Barbell Bench Press - Medium Grip', 4, 8, 120),
      reps('Bent_Over_Barbell_Row', 'Bent Over Barbell Row', 4, 8, 120),
      reps('Standing_Military_Press', 'Standing Military Press', 3, 8, 90),
      reps('Pullups', 'Pullups', 3, 8, 90),
      reps('Barbell_Curl', 'Barbell Curl', 3, 10),
      reps('Triceps_Pushdown', 'Triceps Pushdown', 3, 12),
    ],
  },
  {
    id: 'lower-body',
    name: 'Lower body',
    summary: 'The other half of the split: squat and hinge for strength, then the hamstrings, glutes and calves.',
    equipment: 'Barbell and machines',
    level: 'intermediate',
    exercises: [
      reps('Barbell_Full_Squat', 'Barbell Full Squat', 4, 6, 150),
      reps('Romanian_Deadlift', 'Romanian Deadlift', 3, 8, 120),
      reps('Leg_Press', 'Leg Press', 3, 12, 90),
      reps('Lying_Leg_Curls', 'Lying Leg Curls', 3, 12),
      reps('Barbell_Hip_Thrust', 'Barbell Hip Thrust', 3, 10, 90),
      reps('Standing_Calf_Raises', 'Standing Calf Raises', 3, 15, 45),
    ],
  },
  {
    id: 'core',
    name: 'Core',
    summary: 'Front, sides and deep muscles of the trunk, mixing holds with slow controlled moves.',
    equipment: 'None',
    level: 'beginner',
    exercises: [
      reps('Dead_Bug', 'Dead Bug', 3, 10, 30),
      hold('Plank', 'Plank', 3, 40),
      hold('Side_Bridge', 'Side Bridge', 2, 30),
      reps('Russian_Twist', 'Russian Twist', 3, 20, 30),
      reps('Flutter_Kicks', 'Flutter Kicks', 3, 20, 30),
      reps('Crunches', 'Crunches', 3, 15, 30),
    ],
  },
  {
    id: 'mobility',
    name: 'Mobility',
    summary: 'Easy circles and long holds for the hips, back and legs: for a rest day or after a long day sitting.',
    equipment: 'None',
    level: 'beginner',
    exercises: [
      hold('Arm_Circles', 'Arm Circles', 2, 30, 15),
      hold('Standing_Hip_Circles', 'Standing Hip Circles', 2, 30, 15),
      hold('Cat_Stretch', 'Cat Stretch', 2, 45, 15),
      hold('Childs_Pose', "Child's Pose", 2, 60, 15),
      hold('Hamstring_Stretch', 'Hamstring Stretch', 2, 45, 15),
      hold('Quad_Stretch', 'Quad Stretch', 2, 45, 15),
      hold('Calf_Stretch_Hands_Against_Wall', 'Calf Stretch Hands Against Wall', 2, 45, 15),
    ],
  },
  {
    id: 'push-pull-gym',
    name: 'Gym basics',
    summary: 'The five big lifts of most gym programmes, at moderate weights with full rests between sets.',
    equipment: 'Barbell, cable and machines',
    level: 'intermediate',
    exercises: [
      reps('Barbell_Deadlift', 'Barbell Deadlift', 3, 5, 180),
      reps('Barbell_Bench_Press_-_Medium_Grip', 'Barbell Bench Press - Medium Grip', 3, 8, 120),
      reps('Wide-Grip_Lat_Pulldown', 'Wide-Grip Lat Pulldown', 3, 10, 90),
      reps('Leg_Press', 'Leg Press', 3, 10, 90),
      reps('Seated_Cable_Rows', 'Seated Cable Rows', 3, 10, 90),
      reps('Face_Pull', 'Face Pull', 2, 15, 45),
    ],
  },
  {
    id: 'quick-cardio-circuit',
    name: 'Quick cardio circuit',
    summary: 'Twenty minutes that raise the heart rate: short hard efforts with short rests, no machines.',
    equipment: 'Jump rope',
    level: 'intermediate',
    exercises: [
      hold('Rope_Jumping', 'Rope Jumping', 4, 60, 30),
      hold('Mountain_Climbers', 'Mountain Climbers', 4, 30, 30),
      reps('Bodyweight_Squat', 'Bodyweight Squat', 3, 20, 30),
      reps('Incline_Push-Up', 'Incline Push-Up', 3, 12, 30),
      reps('Spider_Crawl', 'Spider Crawl', 3, 10, 30),
    ],
  },
];

/** A whole routine's time in minutes: about 3 s a rep, each hold, and each rest. */
export function routineMinutes(routine: Pick<ReadyMadeWorkout, 'exercises'>): number {
  const seconds = routine.exercises.reduce((sum, exercise) => {
    const work = exercise.seconds ?? (exercise.reps ?? 0) * 3;
    return sum + exercise.sets * (work + exercise.restSeconds) + 60;
  }, 0);
  return Math.max(5, Math.round(seconds / 60 / 5) * 5);
}
