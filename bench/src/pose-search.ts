import { sequentialLatency, type Latency } from './sequential-latency';

/** What people type into the yoga search: names, typos, Sanskrit, categories, benefits and fragments. */
const QUERIES = [
  'warrior',
  'warior',
  'pigeon',
  'pigon',
  'tree',
  'downward dog',
  'vrksasana',
  'savasana',
  'hip opening',
  'balance',
  'inversion',
  'hamstrings',
  'back pain',
  'core',
  'lotus',
  'sun',
  'w',
  'ch',
  'half moon',
  'shoulders',
];

export function runPoseSearch(baseUrl: string): Promise<Latency> {
  return sequentialLatency(
    baseUrl,
    QUERIES.map((query) => `/api/yoga/search?q=${encodeURIComponent(query)}`),
  );
}
