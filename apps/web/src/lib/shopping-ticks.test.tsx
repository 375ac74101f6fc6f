import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  MAX_TICKED_LISTS,
  clearTicks,
  keepTicksOf,
  parseTickedLists,
  readTicks,
  setTicked,
  useShoppingTicks,
} from './shopping-ticks';
import { DEVICE_KEYS } from './device-keys';

const SHOPPING_TICKS_KEY = DEVICE_KEYS.shoppingTicks;

const stored = () => JSON.parse(localStorage.getItem(SHOPPING_TICKS_KEY) ?? 'null');

/** Storage that refuses every write (full), and every read too when disabled (some private modes). */
function storageThat({ holds, refusesReads }: { holds: string | null; refusesReads: boolean }) {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    getItem: (key: string) => (refusesReads ? refuse() : key === SHOPPING_TICKS_KEY ? holds : null),
    setItem: refuse,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('parseTickedLists', () => {
  it.each(['', 'not json', '{"list":"a"}', '42', 'null'])('gives none for %j', (raw) => {
    localStorage.setItem(SHOPPING_TICKS_KEY, raw);
    expect(readTicks('a')).toEqual([]);
  });

  it('skips entries that are not lists of ticks, and repeats of a list', () => {
    const raw = JSON.stringify([
      { list: 'planner', ticked: ['oats@80'] },
      { list: 'ai:1:3', ticked: [4] },
      null,
      { list: 'planner', ticked: ['rice@200'] },
    ]);
    expect(parseTickedLists(JSON.parse(raw))).toEqual([{ list: 'planner', ticked: ['oats@80'] }]);
  });
});

describe('the tick store', () => {
  it('stores ticks per list on the device, until they are unticked or cleared', () => {
    setTicked('planner', 'oats@80', true);
    setTicked('planner', 'milk@250', true);
    setTicked('saved:custom:2026-11-25', 'rice@200', true);
    expect(readTicks('planner')).toEqual(['oats@80', 'milk@250']);
    expect(stored()).toEqual([
      { list: 'saved:custom:2026-11-25', ticked: ['rice@200'] },
      { list: 'planner', ticked: ['oats@80', 'milk@250'] },
    ]);

    setTicked('planner', 'oats@80', false);
    expect(readTicks('planner')).toEqual(['milk@250']);
    clearTicks('planner');
    expect(readTicks('planner')).toEqual([]);
    // A list with no ticks leaves nothing behind; the other list keeps its own.
    expect(stored()).toEqual([{ list: 'saved:custom:2026-11-25', ticked: ['rice@200'] }]);
  });

  it('drops the ticks of items a changed list no longer holds', () => {
    setTicked('planner', 'oats@80', true);
    setTicked('planner', 'milk@250', true);
    keepTicksOf('planner', ['milk@250', 'rice@200']);
    expect(readTicks('planner')).toEqual(['milk@250']);
  });

  it('keeps only the most recently ticked lists', () => {
    for (let index = 0; index <= MAX_TICKED_LISTS; index += 1) setTicked(`ai:${index}:3`, 'oats@80', true);
    expect(stored()).toHaveLength(MAX_TICKED_LISTS);
    expect(readTicks('ai:0:3')).toEqual([]);
    expect(readTicks(`ai:${MAX_TICKED_LISTS}:3`)).toEqual(['oats@80']);
  });

  it('still ticks for this page when storage refuses to keep them', () => {
    setTicked('planner', 'oats@80', true);
    const held = localStorage.getItem(SHOPPING_TICKS_KEY);
    vi.stubGlobal('localStorage', storageThat({ holds: held, refusesReads: false }));
    setTicked('planner', 'milk@250', true);
    expect(readTicks('planner')).toEqual(['oats@80', 'milk@250']);
    clearTicks('planner');
    expect(readTicks('planner')).toEqual([]);
    // What storage already held is left as it was.
    expect(JSON.parse(localStorage.getItem(SHOPPING_TICKS_KEY)!)).toEqual([{ list: 'planner', ticked: ['oats@80'] }]);
  });

  it('still ticks for this page when storage is disabled altogether', () => {
    vi.stubGlobal('localStorage', storageThat({ holds: null, refusesReads: true }));
    expect(readTicks('planner')).toEqual([]);
    setTicked('planner', 'oats@80', true);
    expect(readTicks('planner')).toEqual(['oats@80']);
    vi.unstubAllGlobals();
    // Storage back: what it holds wins again.
    localStorage.setItem(SHOPPING_TICKS_KEY, '[]');
    expect(readTicks('planner')).toEqual([]);
  });
});

describe('useShoppingTicks', () => {
  function Ticks({ list, items }: { list: string; items?: readonly string[] }) {
    const { ticked, toggle, clear } = useShoppingTicks(list, items);
    return (
      <>
        <p>{[...ticked].join(', ') || 'none'}</p>
        <button type="button" onClick={() => toggle('oats@80', !ticked.has('oats@80'))}>
          Toggle oats
        </button>
        <button type="button" onClick={clear}>
          Clear
        </button>
      </>
    );
  }

  it('updates at once, follows another tab, and prunes once the list is known', () => {
    const { rerender } = render(<Ticks list="planner" />);
    act(() => screen.getByRole('button', { name: 'Toggle oats' }).click());
    expect(screen.getByText('oats@80')).toBeTruthy();

    act(() => {
      localStorage.setItem(SHOPPING_TICKS_KEY, JSON.stringify([{ list: 'planner', ticked: ['oats@80', 'milk@250'] }]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHOPPING_TICKS_KEY }));
    });
    expect(screen.getByText('oats@80, milk@250')).toBeTruthy();

    // The list arrives holding milk at a new amount: the old milk tick goes.
    rerender(<Ticks list="planner" items={['oats@80', 'milk@500']} />);
    expect(screen.getByText('oats@80')).toBeTruthy();
    expect(readTicks('planner')).toEqual(['oats@80']);

    act(() => screen.getByRole('button', { name: 'Clear' }).click());
    expect(screen.getByText('none')).toBeTruthy();
  });

  it('shows each list its own ticks', () => {
    setTicked('saved:ai:2026-11-25', 'rice@200', true);
    render(<Ticks list="planner" />);
    expect(screen.getByText('none')).toBeTruthy();
  });
});
