import { describe, expect, it } from 'vitest';
import { escapeControls } from '../src/index.ts';

describe('escapeControls (issue 13, item 10)', () => {
  it('C0, DEL and C1 controls become \\u00XX: ESC[2J, OSC 52, OSC 8, U+009B', () => {
    expect(escapeControls('a\x1b[2Jb')).toBe('a\\u001b[2Jb');
    expect(escapeControls('\x1b]52;c;eA==\x07')).toBe('\\u001b]52;c;eA==\\u0007');
    expect(escapeControls('\x1b]8;;u\x1b\\')).toBe('\\u001b]8;;u\\u001b\\');
    expect(escapeControls('\x7f\x80\x9b\x9f\xa0')).toBe('\\u007f\\u0080\\u009b\\u009f\xa0');
    expect(escapeControls('\0\t\n\r')).toBe('\\u0000\\u0009\\u000a\\u000d');
  });
  it('keepLayout keeps tab, line feed and CR LF; a lone CR is escaped', () => {
    expect(escapeControls('a\tb\nc\r\nd\re\x1b', true)).toBe('a\tb\nc\r\nd\\u000de\\u001b');
  });
  it('text without controls is returned as is (non-ASCII, surrogates included)', () => {
    const text = 'plain é \u2028 \ud83d\ude00 \ud800';
    expect(escapeControls(text)).toBe(text);
  });
});
