import { expect, it } from 'vitest';
import * as api from '../src/index.ts';

it('the package entry loads (tree construction lands with issue 16)', () => {
  expect(typeof api).toBe('object');
});
