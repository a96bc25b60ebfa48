// Issue #27 item 6: memory per input byte of every public parsing API, each
// held to its stated factor (budgets.mjs) and to linear growth. Each API runs
// in a fresh process per input (measure.mjs); figures are sizes, not times.
import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets.mjs';
import { APIS, measureSizes } from './measure.mjs';

describe('memory per input byte (peak and retained)', () => {
  it('every API measured has a stated budget', () => {
    expect(Object.keys(BUDGETS).sort()).toEqual(Object.keys(APIS).sort());
  });

  for (const [api, budget] of Object.entries(BUDGETS)) {
    it(`${api}: peak ≤ ${budget.peak} and retained ≤ ${budget.retained} bytes per input byte, linear`, () => {
      const [one, four] = measureSizes(api, [1, 4]);
      const perByte = (n: number, of: { bytes: number }) => n / of.bytes;
      expect(perByte(four!.peak, four!), 'peak').toBeLessThanOrEqual(budget.peak);
      expect(perByte(four!.retained, four!), 'retained').toBeLessThanOrEqual(budget.retained);
      if (budget.stream) {
        // Streams: what the three added units cost at the peak stays under two bytes a byte.
        expect((four!.peak - one!.peak) / (four!.bytes - one!.bytes), 'added peak').toBeLessThan(2);
      } else {
        // Four times the input keeps at most five times the memory.
        expect(four!.retained / one!.retained, 'retained growth').toBeLessThanOrEqual(5);
      }
    });
  }
});
