import { Info } from 'lucide-react';
import { RECIPE_SEARCH_ERRORS } from '@thrive/contract';
import './recipe-fallback-notice.css';

/**
 * The recipe service failed, so the meals shown are the built-in catalog's ("fallback options"; docs/product.md,
 * "Recipe search failures"). Shown only when the server marked its response `fallback`.
 */
export function RecipeFallbackNotice({ fallback }: { fallback: boolean | undefined }) {
  if (!fallback) return null;
  return (
    <p className="recipe-fallback-notice" role="status">
      <Info size={18} aria-hidden="true" />
      {RECIPE_SEARCH_ERRORS.other}
    </p>
  );
}
