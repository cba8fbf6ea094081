import { describe, expect, it } from 'vitest';
import { listLines, wrapSelection } from './markup-edits';
import { acceptPhotos, mainFirst } from './photo-rules';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('the description toolbar', () => {
  it('wraps the selection in bold or italic markers the ad page understands', () => {
    expect(wrapSelection({ value: 'een mooie fiets', selectionStart: 4, selectionEnd: 9 }, '**').value).toBe('een **mooie** fiets');
    expect(wrapSelection({ value: 'nieuw', selectionStart: 0, selectionEnd: 5 }, '*').value).toBe('*nieuw*');
  });

  it('turns the selected lines into a bullet or numbered list, replacing an earlier list marker', () => {
    const value = 'Inclusief:\nlader\n- hoesje';
    expect(listLines({ value, selectionStart: 11, selectionEnd: value.length }, false).value).toBe('Inclusief:\n- lader\n- hoesje');
    expect(listLines({ value, selectionStart: 11, selectionEnd: value.length }, true).value).toBe('Inclusief:\n1. lader\n2. hoesje');
  });
});

describe('photos and price', () => {
  it('keeps the valid photos, refusing non-images, files over 5 MB and a sixth photo', () => {
    const result = acceptPhotos(3, [
      file('a.jpg', 'image/jpeg', 10),
      file('b.pdf', 'application/pdf', 10),
      file('c.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
      file('d.png', 'image/png', 10),
      file('e.png', 'image/png', 10),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'd.png']);
    expect(result).toMatchObject({ tooMany: true, invalid: true });
  });

  it('puts the main photo first', () => {
    expect(mainFirst(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
  });
});
