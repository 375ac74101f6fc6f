/** The workout pages' messages, worded as the meal planner's are (spec §5) with "workout" for "meal plan". */
export const WORKOUT_TEXT = {
  loginToSave: 'Please log in to save a workout.',
  addExercise: 'Please add at least one exercise to your workout before saving.',
  saved: 'Workout saved successfully!',
  goneElsewhere: 'This workout was deleted elsewhere. Save it again to keep it.',
  loginToFollow: 'Please log in to follow your workouts.',
} as const;
