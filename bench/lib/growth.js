// How each backend call's p95 grows with the data: the table and the plot (plain SVG) that
// docs/performance.md shows from the 1x and the 10x backend sections.

const GATEWAY = /^(.*): gateway p50 \/ p95 \/ p99 at \d+ clients$/;

/** p95 (ms) of each scenario in a section's rows, by scenario name; failed runs are left out. */
export function p95ByScenario(rows) {
  const out = new Map();
  for (const r of rows) {
    const name = GATEWAY.exec(r.figure)?.[1];
    const p95 = Number(/^[\d.]+ \/ ([\d.]+) \/ [\d.]+ ms/.exec(r.value)?.[1]);
    if (name && Number.isFinite(p95)) out.set(name, { p95, target: r.target });
  }
  return out;
}

/** The calls measured at both sizes, in the order of the smaller size's section. */
export function growthRows(small, large) {
  const a = p95ByScenario(small);
  const b = p95ByScenario(large);
  return [...a.keys()]
    .filter((name) => b.has(name))
    .map((name) => ({
      name,
      small: a.get(name).p95,
      smallTarget: a.get(name).target,
      large: b.get(name).p95,
      largeTarget: b.get(name).target,
    }));
}

const within = (value, target) => {
  const limit = Number(/<= ([\d.]+) ms/.exec(target)?.[1]);
  return Number.isFinite(limit) ? (value <= limit ? 'pass' : '**miss**') : 'reported';
};

/** Markdown lines of the side-by-side table. */
export function growthTable(rows, factor) {
  return [
    `| call | p95 at 1x | target | result | p95 at ${factor}x | target | result | growth |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.small} ms | ${r.smallTarget.replace('p95 ', '')} | ${within(r.small, r.smallTarget)} | ` +
        `${r.large} ms | ${r.largeTarget.replace('p95 ', '')} | ${within(r.large, r.largeTarget)} | ${(r.large / r.small).toFixed(1)}x |`,
    ),
  ];
}

const escapeXml = (s) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
// dark enough to read as text on white
const PALETTE = [
  '#1f4e9c',
  '#b2182b',
  '#1b7837',
  '#6a3d9a',
  '#8c510a',
  '#c51b7d',
  '#4d4d4d',
  '#01665e',
  '#b35806',
  '#2166ac',
];

/**
 * The plot: p95 (log scale) against data size, one line per call from 1x to `factor`x, each
 * labelled at its right end (labels pushed apart so none overlap, with a leader to its line), and
 * the targets as a dashed line.
 */
export function growthSvg(rows, factor) {
  const LINE = 13;
  const top = 50;
  const plotHeight = Math.max(360, rows.length * LINE);
  const height = top + plotHeight + 50;
  const [x0, x1, labelX, width] = [110, 330, 380, 980];
  const values = rows.flatMap((r) => [r.small, r.large]).concat([50, 100]);
  const lo = 10 ** Math.floor(Math.log10(Math.max(0.1, Math.min(...values))));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...values)));
  const y = (ms) =>
    top +
    plotHeight -
    ((Math.log10(ms) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * plotHeight;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11" role="img" aria-labelledby="growth-title">`,
    `<title id="growth-title">p95 of each backend call at 1x and ${factor}x data, log scale</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${x0}" y="20" font-size="14" fill="#000">p95 at 20 clients (ms, log scale) against data size</text>`,
  ];
  for (let decade = lo; decade <= hi; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const v = decade * step;
      if (v > hi) break;
      out.push(
        `<line x1="${x0}" x2="${x1}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#ddd"/>`,
        `<text x="${x0 - 8}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" fill="#333">${v >= 1 ? v : v.toFixed(1)}</text>`,
      );
    }
  }
  out.push(
    `<line x1="${x0}" x2="${x0}" y1="${top}" y2="${top + plotHeight}" stroke="#000"/>`,
    `<line x1="${x1}" x2="${x1}" y1="${top}" y2="${top + plotHeight}" stroke="#000"/>`,
    `<text x="${x0}" y="${top + plotHeight + 20}" text-anchor="middle" fill="#000">1x (500k applications)</text>`,
    `<text x="${x1}" y="${top + plotHeight + 20}" text-anchor="middle" fill="#000">${factor}x (${(0.5 * factor).toLocaleString('en-US')}M applications)</text>`,
    `<text x="${(x0 + x1) / 2}" y="${top + plotHeight + 40}" text-anchor="middle" fill="#000">data size (log scale)</text>`,
    `<line x1="${x0}" x2="${x1}" y1="${y(50).toFixed(1)}" y2="${y(100).toFixed(1)}" stroke="#000" stroke-width="2" stroke-dasharray="6 4"/>`,
    `<text x="${x0}" y="34" fill="#000">dashed: the target, 50 ms at 1x and 100 ms at ${factor}x</text>`,
  );
  // Labels in the order of their lines' right ends, pushed down to keep LINE apart, then back up
  // where they would run past the bottom.
  const order = rows.map((r, i) => ({ r, i, want: y(r.large) })).sort((a, b) => a.want - b.want);
  let next = top;
  for (const o of order) {
    o.at = Math.max(o.want, next);
    next = o.at + LINE;
  }
  let limit = top + plotHeight;
  for (const o of order.reverse()) {
    o.at = Math.min(o.at, limit);
    limit = o.at - LINE;
  }
  for (const { r, i, at } of order) {
    const colour = PALETTE[i % PALETTE.length];
    out.push(
      `<line x1="${x0}" x2="${x1}" y1="${y(r.small).toFixed(1)}" y2="${y(r.large).toFixed(1)}" stroke="${colour}" stroke-width="1.5"/>`,
      `<line x1="${x1}" x2="${labelX - 4}" y1="${y(r.large).toFixed(1)}" y2="${at.toFixed(1)}" stroke="${colour}" stroke-width="0.5"/>`,
      `<text x="${labelX}" y="${(at + 4).toFixed(1)}" fill="${colour}">${escapeXml(`${r.name}: ${r.small} → ${r.large} ms`)}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
