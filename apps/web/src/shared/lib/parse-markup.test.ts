import { describe, expect, it } from 'vitest';
import { parseMarkup, plainText } from './parse-markup';

describe('the description markup', () => {
  it('reads bullets, numbers, bold and italic as blocks a page renders as text', () => {
    expect(parseMarkup('Mooie **fiets**, *nieuw*\n- blauw\n- 28 inch\n\n1. ophalen')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { kind: 'text', text: 'Mooie ' },
            { kind: 'bold', text: 'fiets' },
            { kind: 'text', text: ', ' },
            { kind: 'italic', text: 'nieuw' },
          ],
        ],
      },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'blauw' }], [{ kind: 'text', text: '28 inch' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'ophalen' }]] },
    ]);
  });

  it('gives the plain text of a preview without any markup', () => {
    expect(plainText('Mooie **fiets**, *nieuw in verpakking*.\n- blauw\n- 28 inch\n\n<b>echt</b>')).toBe(
      'Mooie fiets, nieuw in verpakking. blauw 28 inch <b>echt</b>',
    );
  });
});
