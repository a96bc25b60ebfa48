import { describe, expect, it } from 'vitest';
import { codeFrame, parseXml } from '../src/index.ts';

describe('codeFrame (issue 13, item 10)', () => {
  it('escapes terminal controls in the shown lines; the caret stays under the culprit', () => {
    const source = '<r>\n<a \x1b[2J\x9b="x"/>\n</r>';
    const { errors } = parseXml(source);
    const frame = codeFrame(source, errors[0]!);
    expect(frame).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(frame).toContain('<a \\u001b[2J\\u009b="x"/>');
    const lines = frame.split('\n');
    const shown = lines.findIndex((line) => line.startsWith('>'));
    const caret = lines[shown + 1]!.indexOf('^');
    const culprit = source.split('\n')[errors[0]!.line - 1]!.slice(0, errors[0]!.column - 1);
    expect(caret - lines[shown]!.indexOf('| ') - 2).toBe(culprit.replace(/[\u001b\u009b]/g, '\\u00xx').length);
  });
});
