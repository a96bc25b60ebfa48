import { expect, it } from 'vitest';
import { implemented } from '../src/index.ts';

it('placeholder: the package is not implemented yet', () => {
  expect(implemented).toBe(false);
});
