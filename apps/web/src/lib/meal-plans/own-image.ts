import { PlannedMealSchema } from '@thrive/contract';

/** Only our own images are stored: the save contract's own rule, so a stored picture is never refused on save. */
export function ownImage(image: string | undefined): string | undefined {
  return PlannedMealSchema.shape.image.safeParse(image).data;
}
