/**
 * Replaces the first text node under `root` that reads exactly `from`. The light page changes a server-rendered
 * page's words this way, node by node, so the page keeps the text nodes React will hydrate (a whole element's
 * textContent would merge them).
 */
export function replaceText(root: Element | null, from: string, to: string): boolean {
  if (!root || from === to) return false;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue === from) {
      node.nodeValue = to;
      return true;
    }
  }
  return false;
}
