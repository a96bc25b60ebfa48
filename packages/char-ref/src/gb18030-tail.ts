/**
 * The bytes at the end of a gb18030 (or gbk: the same decoder) chunk that
 * begin a sequence not complete yet (issue 13 item 11): Node 20's
 * `TextDecoder('gb18030')` throws in streaming mode for some chunkings, so
 * the streaming decoder cuts chunks itself where the Encoding Standard's
 * gb18030 decoder (§10.2.1) is between sequences and decodes the pieces whole.
 */
import { isAsciiDigit } from './codes.ts';

const isLead = (b: number): boolean => b >= 0x81 && b <= 0xfe;

/**
 * How many bytes at the end of `bytes` (read from a sequence boundary) the
 * gb18030 decoder still holds: 0 to 3. The scan follows the Standard's
 * states (first, second, third) without the index lookups, which never
 * change the state. A reprocessed ("prepended") byte never starts the held
 * tail: after a bad fourth byte only the third byte is a lead again, and the
 * bad byte ends its two-byte sequence; the other reprocessed bytes are ASCII
 * or 0x80/0xFF. So the bytes before the tail decode alone exactly as they do
 * in the whole input.
 */
export function gb18030IncompleteTail(bytes: Uint8Array): number {
  let held = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (held === 0) held = isLead(b) ? 1 : 0;
    else if (held === 1) held = isAsciiDigit(b) ? 2 : 0;
    else if (held === 2) held = isLead(b) ? 3 : 0;
    else if (isAsciiDigit(b)) held = 0;
    else {
      // A bad fourth byte: the third is read again as a lead, with this byte after it.
      held = 0;
      i--;
      continue;
    }
    i++;
  }
  return held;
}
