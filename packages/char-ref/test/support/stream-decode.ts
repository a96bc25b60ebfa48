// Bytes through a StreamDecoder (no BOM sniffing), with the offsets it reports
// invalid: the shared harness of the decoder tests.
import { StreamDecoder } from '../../src/index.ts';

export interface Decoded {
  text: string;
  invalid: number[];
}

/** `parts` written one after another, then end(). */
export function streamed(parts: Uint8Array[], encoding: string): Decoded {
  const invalid: number[] = [];
  const decoder = new StreamDecoder({ encoding, sniffBom: false, onInvalid: (offset) => invalid.push(offset) });
  let text = '';
  for (const part of parts) text += decoder.write(part);
  return { text: text + decoder.end(), invalid };
}

/** The bytes in one write. */
export const decode = (encoding: string, ...bytes: number[]): Decoded => streamed([Uint8Array.from(bytes)], encoding);
