// A CPU profile (.cpuprofile) drawn as a flame graph (SVG): each box a function, as wide as the share of time spent in
// it and what it called, callers below callees. Colours: the gateway's own code orange, Nest blue, Express and its
// middlewares green, other packages purple, Node's internals and the garbage collector grey.
const WIDTH = 1200;
const ROW = 17;
const MIN_WIDTH = 0.3;

const escape = (text) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

function origin(url) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const app = /dist\/apps\/([^/]+)\/src\/(.*)$/.exec(url);
  if (app) return `${app[1]}/${app[2]}`;
  return url.replace(/^node:/, '');
}

function colour(url, name) {
  if (/dist\/apps\//.test(url)) return '#f29d38';
  if (/node_modules\/@nestjs\//.test(url)) return '#6fa8dc';
  const http = 'express|router|body-parser|compression|on-headers|parseurl|path-to-regexp|send|finalhandler|content-type|helmet';
  if (new RegExp(`node_modules/(${http})/`).test(url)) return '#8fce6f';
  if (/node_modules\//.test(url)) return '#b58fd6';
  if (name === '(garbage collector)') return '#e06666';
  return '#c7c7c7';
}

export function flameGraphSvg(profile, title) {
  const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0, total: 0 }]));
  profile.samples.forEach((id, i) => {
    byId.get(id).self += profile.timeDeltas[i] ?? 0;
  });
  const totalOf = (node) => (node.total = node.self + (node.children ?? []).reduce((sum, c) => sum + totalOf(byId.get(c)), 0));
  const root = byId.get(profile.nodes[0].id);
  // Idle time is the process waiting, not working: left out so the boxes are shares of busy time.
  for (const node of byId.values()) if (node.callFrame.functionName === '(idle)') node.self = 0;
  const all = totalOf(root);
  const boxes = [];
  let depthMax = 0;
  const place = (node, x, depth) => {
    const width = (node.total / all) * WIDTH;
    if (width < MIN_WIDTH) return;
    depthMax = Math.max(depthMax, depth);
    if (depth > 0) boxes.push({ node, x, width, depth });
    let cx = x;
    for (const child of (node.children ?? [])
      .map((c) => byId.get(c))
      .sort((a, b) => a.callFrame.functionName.localeCompare(b.callFrame.functionName))) {
      place(child, cx, depth + 1);
      cx += (child.total / all) * WIDTH;
    }
  };
  place(root, 0, 0);
  const height = (depthMax + 1) * ROW + 40;
  const rects = boxes.map(({ node, x, width, depth }) => {
    const { functionName, url } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${origin(url)}`.trim();
    const share = ((node.total / all) * 100).toFixed(1);
    const y = height - depth * ROW - 10;
    const label =
      width > 40
        ? `<text x="${(x + 3).toFixed(1)}" y="${(y + 12).toFixed(1)}">${escape(name.slice(0, Math.floor(width / 6.5)))}</text>`
        : '';
    const box = `x="${x.toFixed(1)}" y="${y}" width="${Math.max(width - 0.5, 0.1).toFixed(1)}" height="${ROW - 1}"`;
    return `<g><title>${escape(name)}: ${share} %</title><rect ${box} fill="${colour(url, functionName)}"/>${label}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="4" y="16" font-size="13">${escape(title)}</text>
${rects.join('\n')}
</svg>
`;
}
