import { describe, expect, it } from 'vitest';
import { dailyReferences } from './daily-reference';

describe('daily reference intakes', () => {
  it('follow the DRI tables by sex and life stage', () => {
    expect(dailyReferences({ sex: 'female', age: 30 }).iron).toEqual({ amount: 18, kind: 'rda' });
    expect(dailyReferences({ sex: 'female', age: 55 }).iron).toEqual({ amount: 8, kind: 'rda' });
    expect(dailyReferences({ sex: 'male', age: 30 }).iron).toEqual({ amount: 8, kind: 'rda' });
    expect(dailyReferences({ sex: 'male', age: 16 }).magnesium?.amount).toBe(410);
    expect(dailyReferences({ sex: 'male', age: 45 }).magnesium?.amount).toBe(420);
    expect(dailyReferences({ sex: 'female', age: 60 }).calcium?.amount).toBe(1200);
    expect(dailyReferences({ sex: 'male', age: 75 }).vitaminD?.amount).toBe(20);
    expect(dailyReferences({ sex: 'female', age: 13 }).vitaminA?.amount).toBe(600);
    expect(dailyReferences({ sex: 'male', age: 40 }).fiber).toEqual({ amount: 38, kind: 'ai' });
    expect(dailyReferences({ sex: 'male', age: 40 }).sodium).toEqual({ amount: 2300, kind: 'limit' });
  });

  it('take the larger value without a sex, and an adult of 31 to 50 without an age', () => {
    expect(dailyReferences({}).iron?.amount).toBe(18);
    expect(dailyReferences({}).vitaminC?.amount).toBe(90);
    expect(dailyReferences({ sex: 'female' }).magnesium?.amount).toBe(320);
  });

  it('give none for nutrients without a DRI', () => {
    const references = dailyReferences({ sex: 'female', age: 30 });
    expect(references.saturatedFat).toBeUndefined();
    expect(references.cholesterol).toBeUndefined();
    expect(references.sugar).toBeUndefined();
  });
});
