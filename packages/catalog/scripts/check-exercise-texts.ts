/**
 * Checks written exercise texts against the rules the catalog test enforces, file by file, so a writer
 * sees every problem at once:  tsx scripts/check-exercise-texts.ts content/exercises/texts/part-1.json [ids.txt]
 * With an ids file (one id a line), also lists the ids it should hold but does not.
 */
import { readFileSync } from 'node:fs';
import { ExerciseTextSchema } from '../src/exercise-source';
import { copiedRuns, namesAMuscle, wordRuns } from '../src/exercise-text-checks';
import { readSourceExercises } from './source-exercises';

const [textPath, idsPath] = process.argv.slice(2);
if (!textPath) throw new Error('usage: check-exercise-texts <texts.json> [ids.txt]');

const source = readSourceExercises();
const byId = new Map(source.map((exercise) => [exercise.id, exercise]));
const sourceRuns = wordRuns(source.flatMap((exercise) => exercise.instructions));

const texts = JSON.parse(readFileSync(textPath, 'utf8')) as Record<string, unknown>;
const problems: string[] = [];
for (const [id, raw] of Object.entries(texts)) {
  const exercise = byId.get(id);
  if (!exercise) {
    problems.push(`${id}: no such exercise`);
    continue;
  }
  const parsed = ExerciseTextSchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(`${id}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    continue;
  }
  for (const run of copiedRuns(parsed.data, sourceRuns)) problems.push(`${id}: copies "${run}"`);
  if (!namesAMuscle(parsed.data, exercise.primaryMuscles)) {
    problems.push(`${id}: names none of its primary muscles (${exercise.primaryMuscles.join(', ')})`);
  }
}
if (idsPath) {
  const wanted = readFileSync(idsPath, 'utf8').split('\n').filter(Boolean);
  for (const id of wanted) if (!(id in texts)) problems.push(`${id}: missing`);
}
console.log(problems.length ? problems.join('\n') : `${Object.keys(texts).length} texts, no problems`);
process.exitCode = problems.length ? 1 : 0;
