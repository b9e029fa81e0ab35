import { describe, expect, it } from '@jest/globals';
import { Kept } from '../../src/engine/kept.js';

describe('Kept: a bounded memo in two generations', () => {
  it('answers what it was given, undefined values too, and never holds more than its limit', () => {
    const kept = new Kept<string, number | undefined>(100);
    kept.set('none', undefined);
    for (let i = 0; i < 1000; i++) {
      kept.set(`k${i}`, i);
      expect(kept.size).toBeLessThanOrEqual(100);
      expect(kept.get(`k${i}`)).toBe(i);
    }
    expect(kept.has('none')).toBe(false);
    expect(kept.get('k0')).toBeUndefined();
    expect(kept.get('k999')).toBe(999);
  });

  it('keeps what keeps being asked for', () => {
    const kept = new Kept<string, number>(10);
    kept.set('often', 1);
    for (let i = 0; i < 100; i++) {
      kept.set(`k${i}`, i);
      expect(kept.get('often')).toBe(1);
    }
    kept.clear();
    expect(kept.size).toBe(0);
    expect(kept.get('often')).toBeUndefined();
  });
});
