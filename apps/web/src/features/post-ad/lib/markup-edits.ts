/** One edit of the description's light markup (the ad page renders **bold**, *italic*, '- ' and '1. ' lists). */
export interface Edit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selection in a marker ('**' bold, '*' italic); without a selection the markers go around the caret. */
export function wrapSelection(edit: Edit, marker: string): Edit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const next = `${value.slice(0, start)}${marker}${value.slice(start, end)}${marker}${value.slice(end)}`;
  return { value: next, selectionStart: start + marker.length, selectionEnd: end + marker.length };
}

/** Makes the selected lines (or the caret's line) a bullet or numbered list. */
export function listLines(edit: Edit, ordered: boolean): Edit {
  const { value, selectionStart, selectionEnd } = edit;
  const from = value.lastIndexOf('\n', selectionStart - 1) + 1;
  const toNewline = value.indexOf('\n', selectionEnd);
  const to = toNewline === -1 ? value.length : toNewline;
  const lines = value
    .slice(from, to)
    .split('\n')
    .map((line, i) => `${ordered ? `${i + 1}.` : '-'} ${line.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, '')}`);
  const block = lines.join('\n');
  return { value: `${value.slice(0, from)}${block}${value.slice(to)}`, selectionStart: from, selectionEnd: from + block.length };
}
