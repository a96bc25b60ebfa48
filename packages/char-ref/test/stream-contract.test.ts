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
      expect((error as Error).message).toBe('api: invalid-chunk: write a string or a Uint8Array');
    }
    expect(streamChunk('ok', false, 'api')).toBe('ok');
  });
  it('chunks: strings and Uint8Arrays (Buffers too) pass as they are; ArrayBuffers and other views are invalid-chunk', () => {
    const chunk = (value: unknown) => streamChunk(value, false, 'api');
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(chunk(bytes)).toBe(bytes);
    const buffer = Buffer.from('x');
    expect(chunk(buffer)).toBe(buffer);
    for (const other of [bytes.buffer, new DataView(bytes.buffer), new Uint16Array(2)]) {
      expect(() => chunk(other)).toThrow(expect.objectContaining({ code: 'invalid-chunk' }));
    }
  });
  it('issue 28 item 8: each message names what to do instead; a caller may name its own fix', () => {
    expect(new StreamMisuseError('invalid-chunk', 'api', 'write takes a string').message).toBe(
      'api: invalid-chunk: write takes a string',
    );
    expect(new StreamMisuseError('invalid-chunk', 'api').code).toBe('invalid-chunk');
  });
  it('write-after-end and end-after-end', () => {
    expect(() => streamEnd(false, 'api')).not.toThrow();
    expect(() => streamChunk('x', true, 'api')).toThrow(
      expect.objectContaining({
        code: 'write-after-end',
        message: 'api: write-after-end: it has ended; start a new one',
      }),
    );
    expect(() => streamEnd(true, 'api')).toThrow(
      expect.objectContaining({ code: 'end-after-end', message: 'api: end-after-end: it has ended; start a new one' }),
    );
  });
});
