/**
 * The HTML page of `npm run bench:lighthouse`: one self-contained file (inline CSS, no script),
 * so a person looks at bars instead of reading JSON. Pure: report in, HTML string out.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const CHARTS = [
  // [key, title, scale max, format, target key, higher is better]
  ['performance', 'Performance score', 1, (v) => v.toFixed(2), 'performance', true],
  ['fcp', 'First Contentful Paint', 5000, (v) => `${(v / 1000).toFixed(2)} s`, null, false],
  ['lcp', 'Largest Contentful Paint', 5000, (v) => `${(v / 1000).toFixed(2)} s`, 'lcp', false],
  ['tbt', 'Total Blocking Time', 800, (v) => `${Math.round(v)} ms`, 'tbt', false],
  ['cls', 'Cumulative Layout Shift', 0.1, (v) => v.toFixed(3), 'cls', false],
  ['longestTask', 'Longest main-thread task (simulated)', 400, (v) => `${Math.round(v)} ms`, null, false],
  ['accessibility', 'Accessibility score', 1, (v) => v.toFixed(2), null, true],
  ['bestPractices', 'Best practices score', 1, (v) => v.toFixed(2), null, true],
];

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const pct = (value, max) => `${Math.min(100, Math.max(0, (value / max) * 100)).toFixed(1)}%`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Which app served a script (by port), and whether it carries the Module Federation runtime. */
function classify(url, ports) {
  const { port, pathname } = new URL(url);
  const app = Object.entries({
    host: ports.host,
    'remote-capture': ports.remote_capture,
    'remote-share': ports.remote_share,
    'remote-account': ports.remote_account,
  }).find(([, p]) => String(p) === port)?.[0];
  let runtime = false;
  try {
    // The runtime's global: in the host's entry (it provides the runtime) and each remoteEntry's glue.
    runtime = app !== undefined && readFileSync(join(root, app, 'dist', pathname)).includes('__FEDERATION__');
  } catch {
    // A file of an older build: no classification.
  }
  return { app: app ?? port, file: pathname.slice(1), runtime };
}

function metricChart(report, [key, title, max, format, targetKey, higherIsBetter]) {
  const rows = report.pages.map(({ path, summary, target }) => {
    const { median, min, max: top } = summary[key];
    const goal = targetKey ? target?.[targetKey] : undefined;
    const met = goal === undefined ? true : higherIsBetter ? median >= goal : median <= goal;
    const marker =
      goal === undefined
        ? ''
        : `<span class="target" style="left:${pct(goal, max)}" title="target ${format(goal)}"></span>`;
    const bar = `<span class="bar ${met ? 'ok' : 'miss'}" style="width:${pct(median, max)}"></span>`;
    const left = pct(min, max);
    const range = `<span class="range" style="left:${left};width:calc(${pct(top, max)} - ${left})"></span>`;
    const targetNote = goal === undefined ? '' : ` · target ${format(goal)}`;
    const value = `${format(median)} <small>(${format(min)}–${format(top)})${targetNote}</small>`;
    return (
      `<div class="row"><span class="label">${escape(path)}</span>` +
      `<span class="track">${bar}${range}${marker}</span><span class="value">${value}</span></div>`
    );
  });
  return `<section><h2>${escape(title)}</h2>${rows.join('')}</section>`;
}

function scriptChart(page, ports) {
  const scripts = page.runs[0]?.scripts ?? [];
  const max = Math.max(1, ...scripts.map((s) => s.raw));
  const classified = scripts.map((s) => ({ ...s, ...classify(s.url, ports) })).sort((a, b) => b.gzip - a.gzip);
  const total = (list, field) => list.reduce((sum, s) => sum + s[field], 0);
  const runtime = classified.filter((s) => s.runtime);
  const rows = classified.map((s) => {
    const label = `<span class="label">${escape(s.app)}<br><small>${escape(s.file)}</small></span>`;
    const raw = `<span class="bar raw" style="width:${pct(s.raw, max)}"></span>`;
    const gzip = `<span class="bar gzip ${s.runtime ? 'runtime' : ''}" style="width:${pct(s.gzip, max)}"></span>`;
    const note = s.runtime ? ' · carries the federation runtime' : '';
    const value = `<span class="value">${kb(s.gzip)} gzip <small>${kb(s.raw)} raw${note}</small></span>`;
    return `<div class="row">${label}<span class="track">${raw}${gzip}</span>${value}</div>`;
  });
  const heading =
    `Scripts on ${escape(page.path)}: ${kb(total(classified, 'gzip'))} gzip, ` +
    `${kb(total(classified, 'raw'))} raw, ${classified.length} files`;
  const runtimeFiles = runtime.map((s) => escape(s.file)).join(', ') || 'none';
  const runtimeNote = `Chunks carrying the federation runtime: ${kb(total(runtime, 'gzip'))} gzip (${runtimeFiles}).`;
  return `<section><h2>${heading}</h2><p>${runtimeNote}</p>${rows.join('')}</section>`;
}

export function renderReport(report, { ports }) {
  const css = [
    'body{font:14px system-ui,sans-serif;margin:24px;color:#0f172a;max-width:1100px}h1{font-size:20px}' +
      'h2{font-size:16px;margin:24px 0 8px}',
    '.row{display:grid;grid-template-columns:190px 1fr 330px;gap:8px;align-items:center;margin:4px 0}' +
      '.label small,.value small{color:#475569}',
    '.track{position:relative;height:18px;background:#f1f5f9;border-radius:3px}' +
      '.bar{position:absolute;left:0;top:0;height:100%;border-radius:3px}',
    '.ok{background:#16a34a}.miss{background:#dc2626}.raw{background:#cbd5e1}' +
      '.gzip{background:#4f46e5;height:60%;top:20%}.runtime{background:#d97706}',
    '.range{position:absolute;top:40%;height:20%;background:#0f172a;opacity:.5}' +
      '.target{position:absolute;top:-3px;bottom:-3px;width:2px;background:#0f172a}',
    '.legend span{display:inline-block;width:12px;height:12px;margin:0 4px 0 12px;vertical-align:middle}',
  ].join('\n');
  const swatch = (color) => `<span style="background:${color}"></span>`;
  const load = `${report.loadAverage.start.toFixed(1)} → ${report.loadAverage.end.toFixed(1)}`;
  const head = `<meta charset="utf-8"><title>Lighthouse bench ${escape(report.date)}</title><style>${css}</style>`;
  const title =
    `Lighthouse ${escape(report.lighthouse)} mobile preset · ${escape(report.chromium)} · ` +
    `median of ${report.runs} · ${escape(report.date)}`;
  const legend =
    'Bar: median (green meets the target, red misses it); thin line: min–max; black tick: target. ' +
    `Scripts: ${swatch('#cbd5e1')}raw ${swatch('#4f46e5')}gzip ${swatch('#d97706')}gzip, ` +
    `chunk carrying the federation runtime. Load average ${load}.`;
  return `<!doctype html><html lang="en"><head>${head}</head><body>
<h1>${title}</h1>
<p class="legend">${legend}</p>
${CHARTS.map((chart) => metricChart(report, chart)).join('\n')}
${report.pages.map((page) => scriptChart(page, ports)).join('\n')}
</body></html>
`;
}
