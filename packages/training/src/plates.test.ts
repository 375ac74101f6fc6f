import { describe, expect, it } from 'vitest';
import { barLoad } from './plates';

describe('barLoad', () => {
  it('loads each side with the heaviest plates first', () => {
    expect(barLoad(100, 'kg')).toEqual({ bar: 20, perSide: [25, 15], shortPerSide: 0 });
    expect(barLoad(62.5, 'kg')).toEqual({ bar: 20, perSide: [20, 1.25], shortPerSide: 0 });
    expect(barLoad(225, 'lb')).toEqual({ bar: 45, perSide: [45, 45], shortPerSide: 0 });
    expect(barLoad(135, 'lb')).toEqual({ bar: 45, perSide: [45], shortPerSide: 0 });
  });

  it('says what the plates cannot make up', () => {
    expect(barLoad(61, 'kg')).toEqual({ bar: 20, perSide: [20], shortPerSide: 0.5 });
    expect(barLoad(60.25, 'kg')).toEqual({ bar: 20, perSide: [20], shortPerSide: 0.125 });
  });

  it('needs no plates for the bar alone or less', () => {
    expect(barLoad(20, 'kg')).toBeUndefined();
    expect(barLoad(15, 'kg')).toBeUndefined();
  });
});
