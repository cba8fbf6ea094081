import { describe, expect, it } from 'vitest';
import { listLines, wrapSelection } from './markup-edits';
import { mainFirst, preparePhotos } from './photo-rules';

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file of `size` bytes that starts with `head` (a photo's signature, or text). */
const file = (name: string, type: string, size: number, head: number[] = type === 'image/png' ? PNG : JPEG) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};
/** Shrinking as the browser does for a big photo: some 300 KB out; a small one as it is. */
const shrink = async (photo: File) =>
  photo.size > 300 * 1024 ? new File([new Uint8Array(300 * 1024)], photo.name, { type: 'image/jpeg' }) : photo;

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
  it('keeps the valid photos, refusing non-images by content and a sixth photo, checking the size after shrinking', async () => {
    const result = await preparePhotos(
      2,
      [
        file('a.jpg', 'image/jpeg', 10),
        file('b.pdf', 'application/pdf', 10, [0x25, 0x50, 0x44, 0x46]),
        // A normal phone photo: over 5 MB as taken, some 300 KB once shrunk.
        file('c.jpg', 'image/jpeg', 6.2 * 1024 * 1024),
        // A text file named as a photo.
        file('notitie.jpg', 'image/jpeg', 40, [...new TextEncoder().encode('Hallo, dit is tekst')]),
        file('d.png', 'image/png', 10),
        file('e.png', 'image/png', 10),
      ],
      shrink,
    );
    expect(result.accepted.map((f) => [f.name, f.size])).toEqual([
      ['a.jpg', 10],
      ['c.jpg', 300 * 1024],
      ['d.png', 10],
    ]);
    expect(result).toMatchObject({ refused: ['b.pdf', 'notitie.jpg'], tooMany: true });
    // A photo this browser cannot make smaller stays refused over 5 MB.
    const big = await preparePhotos(0, [file('groot.png', 'image/png', 5 * 1024 * 1024 + 1)], async (photo) => photo);
    expect(big).toEqual({ accepted: [], refused: ['groot.png'], tooMany: false });
  });

  it('puts the main photo first', () => {
    expect(mainFirst(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
  });
});
