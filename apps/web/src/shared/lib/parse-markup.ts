/**
 * The ad description's light markup (spec §2): lines starting with a bullet or asterisk are list items,
 * **bold** and *italic* inline. The result is plain data that React renders as text, so no HTML from an
 * ad ever reaches the page as HTML.
 */
export type InlineNode = { kind: 'text' | 'bold' | 'italic'; text: string };
export type MarkupBlock = { kind: 'paragraph'; lines: InlineNode[][] } | { kind: 'list'; ordered: boolean; items: InlineNode[][] };

const BULLET = /^\s*(?:[-•*·]|\u2022)\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const INLINE = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*/g;

export function parseInline(line: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push({ kind: 'text', text: line.slice(last, at) });
    if (match[1] !== undefined) nodes.push({ kind: 'bold', text: match[1] });
    else nodes.push({ kind: 'italic', text: match[2] });
    last = at + match[0].length;
  }
  if (last < line.length) nodes.push({ kind: 'text', text: line.slice(last) });
  return nodes;
}

export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  for (const line of (source ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const current = blocks[blocks.length - 1];
    if (bullet || numbered) {
      const ordered = !!numbered;
      const item = parseInline((bullet ?? numbered)![1]);
      if (current?.kind === 'list' && current.ordered === ordered) current.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (line.trim() === '') {
      blocks.push({ kind: 'paragraph', lines: [] });
    } else if (current?.kind === 'paragraph') {
      current.lines.push(parseInline(line));
    } else {
      blocks.push({ kind: 'paragraph', lines: [parseInline(line)] });
    }
  }
  return blocks.filter((b) => (b.kind === 'paragraph' ? b.lines.length > 0 : true));
}

/** The description as one line of plain text (previews): markup gone, list items and lines joined by spaces. */
export function plainText(source: string): string {
  const line = (nodes: InlineNode[]) => nodes.map((n) => n.text).join('');
  return parseMarkup(source)
    .flatMap((block) => (block.kind === 'list' ? block.items.map(line) : block.lines.map(line)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
