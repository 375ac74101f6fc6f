import MiniSearch from 'minisearch';
import { POSE_SEARCH_LIMIT, type Pose, type PoseSearchHit } from '@thrive/contract';

interface PoseDocument {
  id: number;
  englishName: string;
  sanskrit: string;
  translation: string;
  categories: string;
  benefits: string;
}

/** Names rank above categories, which rank above translations and benefits. */
const FIELD_BOOST = { englishName: 6, sanskrit: 4, categories: 2, translation: 1, benefits: 1 };

/** One typo in words of four letters or more, two in words of eight or more ("warior" finds Warrior). */
function fuzziness(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** "Śavāsana" and "savasana" are the same word to someone typing on a plain keyboard. */
function plainLetters(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Typo-tolerant search over a list of poses, built once per list. */
export class PoseSearch {
  private readonly index: MiniSearch<PoseDocument>;
  private readonly byId: ReadonlyMap<number, Pose>;

  constructor(poses: readonly Pose[]) {
    this.byId = new Map(poses.map((pose) => [pose.id, pose]));
    this.index = new MiniSearch<PoseDocument>({
      fields: Object.keys(FIELD_BOOST),
      processTerm: plainLetters,
      searchOptions: { boost: FIELD_BOOST, fuzzy: fuzziness, prefix: (term) => term.length >= 2, combineWith: 'AND' },
    });
    this.index.addAll(
      poses.map((pose) => ({
        id: pose.id,
        englishName: pose.englishName,
        sanskrit: `${pose.sanskritNameAdapted} ${pose.sanskritName}`,
        translation: pose.translation,
        categories: pose.categories.join(' '),
        benefits: pose.benefits,
      })),
    );
  }

  search(query: string): PoseSearchHit[] {
    return this.index
      .search(query)
      .slice(0, POSE_SEARCH_LIMIT)
      .flatMap((hit) => {
        const pose = this.byId.get(hit.id as number);
        if (!pose) return [];
        const { id, englishName, sanskritNameAdapted, image, imagePng, level } = pose;
        return [{ id, englishName, sanskritNameAdapted, image, imagePng, ...(level ? { level } : {}) }];
      });
  }
}

const built = new WeakMap<readonly Pose[], PoseSearch>();

/** The search over this exact list, reusing the index while the list is the same object. */
export function poseSearchFor(poses: readonly Pose[]): PoseSearch {
  let search = built.get(poses);
  if (!search) {
    search = new PoseSearch(poses);
    built.set(poses, search);
  }
  return search;
}
