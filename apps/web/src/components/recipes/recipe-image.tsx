import type { ImgHTMLAttributes } from 'react';
import { RECIPE_PLACEHOLDER_IMAGE } from '@thrive/contract';
import { ImageWithFallback } from '../ui/image-with-fallback';

interface RecipeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> {
  src: string;
}

/**
 * A recipe's picture, decorative beside its title, with our plain dish picture standing in when it is
 * missing or fails to load.
 */
export function RecipeImage(props: RecipeImageProps) {
  return <ImageWithFallback {...props} fallbackSrc={RECIPE_PLACEHOLDER_IMAGE} alt="" />;
}
