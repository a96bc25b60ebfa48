import { describe, expect, it } from 'vitest';
import { StreamContract, StreamMisuseError } from '../src/index.ts';

describe('stream contract (issue 13, item 18)', () => {
  it('invalid-chunk: null, undefined, numbers and plain objects throw a StreamMisuseError (a TypeError); the stream goes on', () => {
    const contract = new StreamContract('api');
    for (const bad of [null, undefined, 42, {}, [1, 2]]) {
      const error = (() => {
        try {
          contract.chunk(bad);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(StreamMisuseError);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as StreamMisuseError).code).toBe('invalid-chunk');
      expect((error as Error).message).toMatch(/^api: write\(\) takes/);
    }
    expect(contract.chunk('ok')).toBe('ok');
  });
  it('chunks: strings and Uint8Arrays as they are; ArrayBuffers and other views as their bytes', () => {
    const contract = new StreamContract('api');
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(contract.chunk(bytes)).toBe(bytes);
    expect([...(contract.chunk(bytes.buffer) as Uint8Array)]).toEqual([1, 2, 3, 4]);
    expect([...(contract.chunk(new DataView(bytes.buffer, 1, 2)) as Uint8Array)]).toEqual([2, 3]);
    expect([...(contract.chunk(new Uint16Array([0x0201])) as Uint8Array)]).toHaveLength(2);
  });
  it('write-after-end and end-after-end', () => {
    const contract = new StreamContract('api');
    contract.end();
    expect(contract.isEnded).toBe(true);
    expect(() => contract.chunk('x')).toThrow(expect.objectContaining({ code: 'write-after-end', message: 'api: write() after end()' }));
    expect(() => contract.end()).toThrow(expect.objectContaining({ code: 'end-after-end', message: 'api: end() called twice' }));
  });
});
