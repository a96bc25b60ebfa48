import { expect, it } from 'vitest';
import { tokenize } from '../src/index.ts';
it('smoke', () => {
  const r = tokenize('<!DOCTYPE html><p class="a&amp;b" id=x>Hi &amp; &notin &#x41; <!-- c --></p>\r\n<script>a<b</script>');
  console.log(JSON.stringify(r, null, 0));
  expect(r.tokens.length).toBeGreaterThan(3);
});
