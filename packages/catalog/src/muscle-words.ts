import { MUSCLE_GROUPS, type MuscleGroup } from '@thrive/contract';

/** Words that name each muscle group; each also matches with an "s" or "es" after it ("quads", "calves"). */
export const MUSCLE_WORDS: Record<MuscleGroup, readonly string[]> = {
  abdominals: ['abdominal', 'abs', 'core', 'oblique', 'stomach', 'midsection'],
  abductors: ['abductor', 'outer thigh', 'outer hip', 'hip abductor'],
  adductors: ['adductor', 'inner thigh', 'groin'],
  biceps: ['bicep'],
  calves: ['calf', 'calve', 'soleus', 'gastrocnemius'],
  chest: ['chest', 'pec', 'pectoral'],
  forearms: ['forearm', 'grip', 'wrist flexor', 'wrist extensor'],
  glutes: ['glute', 'gluteus', 'buttock'],
  hamstrings: ['hamstring'],
  lats: ['lat', 'latissimus'],
  'lower back': ['lower back', 'low back', 'erector', 'spinal erector', 'spinal extensor'],
  'middle back': ['middle back', 'mid-back', 'mid back', 'upper back', 'rhomboid'],
  neck: ['neck'],
  quadriceps: ['quad', 'quadricep', 'thigh'],
  shoulders: ['shoulder', 'delt', 'deltoid', 'rotator cuff'],
  traps: ['trap', 'trapezius'],
  triceps: ['tricep'],
};

function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ');
}

const patterns = Object.fromEntries(
  MUSCLE_GROUPS.map((group) => {
    const alternatives = MUSCLE_WORDS[group].map((word) => plainWords(word).trim()).join('|');
    return [group, new RegExp(`(?:^| )(?:${alternatives})(?:e?s)?(?= |$)`)];
  }),
) as Record<MuscleGroup, RegExp>;

/** The muscle groups a text names, in MUSCLE_GROUPS' order. */
export function musclesNamedIn(text: string): MuscleGroup[] {
  const plain = plainWords(text);
  return MUSCLE_GROUPS.filter((group) => patterns[group].test(plain));
}
