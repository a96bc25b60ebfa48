import { describe, expect, it } from 'vitest';
import { StreamMisuseError, streamChunk, streamEnd } from '../src/index.ts';

describe('stream contract (issue 13, item 18)', () => {
  it('invalid-chunk: null, undefined, numbers and plain objects throw a StreamMisuseError (a TypeError); the stream goes on', () => {
    for (const bad of [null, undefined, 42, {}, [1, 2]]) {
      const error = (() => {
        try {
          streamChunk(bad, false, 'api');
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(StreamMisuseError);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as StreamMisuseError).code).toBe('invalid-chunk');
      expect((error as Error).message).toBe('api: invalid-chunk');
    }
    expect(streamChunk('ok', false, 'api')).toBe('ok');
  });
  it('chunks: strings and Uint8Arrays as they are; ArrayBuffers and other views as their bytes', () => {
    const chunk = (value: unknown) => streamChunk(value, false, 'api');
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(chunk(bytes)).toBe(bytes);
    expect([...(chunk(bytes.buffer) as Uint8Array)]).toEqual([1, 2, 3, 4]);
    expect([...(chunk(new DataView(bytes.buffer, 1, 2)) as Uint8Array)]).toEqual([2, 3]);
    expect([...(chunk(new Uint16Array([0x0201])) as Uint8Array)]).toHaveLength(2);
  });
  it('write-after-end and end-after-end', () => {
    expect(() => streamEnd(false, 'api')).not.toThrow();
    expect(() => streamChunk('x', true, 'api')).toThrow(expect.objectContaining({ code: 'write-after-end', message: 'api: write-after-end' }));
    expect(() => streamEnd(true, 'api')).toThrow(expect.objectContaining({ code: 'end-after-end', message: 'api: end-after-end' }));
  });
});
