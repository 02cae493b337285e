import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LISTING_CALLS } from '@creative-ng/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPO_ROOT, startPlatform } from './platform';
import { writeMarkedSection } from './report';

/**
 * `npm run bench:web`: builds and starts the platform as `npm start` does, on a fresh embedded database filled with
 * the small demo seed (as the browser tests do), and runs Lighthouse (mobile defaults: a mid-range phone, simulated
 * slow 4G, 4× slower CPU) on Debian's Chromium several times on each public page, printing the median performance
 * and accessibility scores, LCP, TBT, CLS and bytes, and writing the table to docs/performance.md (its own section).
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    /** A regular expression: only the pages whose paths match (e.g. 'post|market'). */
    only: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    'dry-run': { type: 'boolean', default: false },
    /** A folder: each run's full Lighthouse report is kept there as JSON (to read why a page is slow). */
    json: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!(runs >= 1)) fail('--runs is a positive number');
if (!fs.existsSync(values.chromium))
  fail(`No Chromium at ${values.chromium} (apt-get install chromium, or --chromium)`);

interface PageResult {
  path: string;
  score: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
}

/**
 * Lighthouse's measure of this machine's CPU in each run (its BenchmarkIndex). Its 4× slowdown makes a low-cost
 * phone of a machine scoring about 1,000; a slower or busier machine simulates a slower phone than that, and its
 * blocking time grows in proportion, so the table says what the machine scored.
 */
const hostBenchmarks: number[] = [];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-bench-web-'));
const startedAt = new Date();
log('Seeding the small demo data set on a fresh embedded database...');
const seeded = spawnSync('npm', ['run', '--silent', 'seed', '--', '--scale', 'small'], {
  cwd: REPO_ROOT,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  encoding: 'utf8',
  timeout: 600_000,
});
if (seeded.status !== 0) fail(`The seed failed:\n${seeded.stdout}\n${seeded.stderr}`);

log('Building what is stale and starting the platform as npm start does...');
const platform = await startPlatform({ DATA_DIR: dataDir, DATABASE_URL: '' });
try {
  const pages = (await publicPages(platform.url)).filter((p) => !values.only || new RegExp(values.only).test(p));
  const results: PageResult[] = [];
  for (const page of pages) {
    const samples: PageResult[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measureWithRetries(`${platform.url}${page}`, page));
    const result = medianOf(page, samples);
    results.push(result);
    log(`  ${row(result)}`);
  }
  const table = render(results, startedAt);
  console.log(`\n${table}`);
  if (values['dry-run']) log('(dry run: docs/performance.md left as it was)');
  else {
    // The web bench's own section; the API bench's sections are left alone.
    writeMarkedSection(
      path.join(REPO_ROOT, 'docs/performance.md'),
      'bench:web',
      "Public pages in a phone's browser (npm run bench:web)",
      table,
    );
    log('Written to docs/performance.md');
  }
} finally {
  await platform.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Every public page of the list, with real items of the seed for the item pages. */
async function publicPages(base: string): Promise<string[]> {
  const get = async (url: string) => {
    const res = await fetch(`${base}/api${url}`);
    if (!res.ok) fail(`GET /api${url} answered ${res.status}`);
    return (await res.json()) as { data: unknown };
  };
  const first = (body: { data: unknown }, at: string): { id: string } & Record<string, unknown> => {
    let value: unknown = body;
    for (const key of ['data', ...(at === 'data' ? [] : at.split('.').slice(1))])
      value = (value as Record<string, unknown>)[key];
    const item = (value as unknown[])[0];
    if (!item) fail('the small seed has no item of a kind the bench needs');
    return item as { id: string } & Record<string, unknown>;
  };
  const post = first(await get('/prop/public/post?limit=1'), 'data') as { id: string; author: { id: string } };
  const product = first(await get(`${LISTING_CALLS.product.publicPath}?limit=1`), LISTING_CALLS.product.listAt);
  const seller = await publicSeller(base);
  const tool = first(await get(`${LISTING_CALLS.tool.publicPath}?limit=1`), LISTING_CALLS.tool.listAt);
  const opportunity = first(
    await get(`${LISTING_CALLS.opportunity.publicPath}?limit=1`),
    LISTING_CALLS.opportunity.listAt,
  );
  const training = first(await get(`${LISTING_CALLS.event.publicPath}?limit=1`), LISTING_CALLS.event.listAt);
  return [
    '/',
    `/post/${post.id}`,
    `/profile/${post.author.id}`,
    `/publicProfile/${post.author.id}`,
    '/directorypage',
    '/marketpage',
    `/marketdetailsPage/${product.id}`,
    `/user-products/${seller}`,
    '/toolspage',
    `/tooldetailsPage/${tool.id}`,
    '/opportunitypage',
    `/opportunitydetails/${opportunity.id}`,
    '/trainingpage',
    `/training/${training.id}`,
    '/aboutus',
    '/faq',
  ];
}

/**
 * The username of a seller whose page a visitor may see: the first product's seller may be private, and their page
 * is then 'not found' (decision 0064), which is not the page to measure.
 */
async function publicSeller(base: string): Promise<string> {
  const res = await fetch(`${base}/api${LISTING_CALLS.product.publicPath}?limit=50`);
  const body = (await res.json()) as { data: { data: { author: { username: string } }[] } };
  for (const { author } of body.data.data) {
    if ((await fetch(`${base}/api/prop/public/seller/${author.username}`)).ok) return author.username;
  }
  fail('the small seed has no public seller');
}

/**
 * One run, tried again up to three times when Lighthouse could not record it (on a busy machine Chromium sometimes
 * loses the trace: NO_NAVSTART, NO_FCP); a page that never loads stops the bench.
 */
async function measureWithRetries(url: string, page: string): Promise<PageResult> {
  for (let attempt = 1; ; attempt += 1) {
    // A fresh browser for every run, as the Lighthouse command does: a reused tab loses traces more often.
    const chrome = await chromeLauncher.launch({
      chromePath: values.chromium,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      return await measure(url, page, chrome.port);
    } catch (error) {
      if (attempt >= 4) throw error;
      log(`  (${page}: ${(error as Error).message.split('\n')[0]}; trying again)`);
    } finally {
      chrome.kill();
    }
  }
}

async function measure(url: string, page: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) fail(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) fail(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  if (values.json) keepReport(values.json, page, lhr);
  hostBenchmarks.push(lhr.environment.benchmarkIndex);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  const script = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
  return {
    path: page,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    scriptBytes: script,
  };
}

/** Writes a run's report as <folder>/<page>-<n>.json, numbered after the runs already there. */
function keepReport(given: string, page: string, lhr: object): void {
  // Relative to where npm was run (npm runs the script in apps/api).
  const folder = path.resolve(process.env.INIT_CWD ?? '.', given);
  fs.mkdirSync(folder, { recursive: true });
  const name =
    shortPath(page)
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'home';
  let n = 1;
  while (fs.existsSync(path.join(folder, `${name}-${n}.json`))) n += 1;
  fs.writeFileSync(path.join(folder, `${name}-${n}.json`), JSON.stringify(lhr));
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (figures are taken separately, as Lighthouse's own median-run does not). */
function medianOf(page: string, samples: PageResult[]): PageResult {
  const of = (key: keyof Omit<PageResult, 'path'>) => median(samples.map((s) => s[key]));
  return {
    path: page,
    score: of('score'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    scriptBytes: of('scriptBytes'),
  };
}

function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

function shortPath(page: string): string {
  return page.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{id}');
}

function row(r: PageResult): string {
  return `| \`${shortPath(r.path)}\` | ${r.score} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.bytes)} | ${kb(r.scriptBytes)} | ${r.accessibility} |`;
}

function render(results: PageResult[], started: Date): string {
  const commit = execSync('git rev-parse --short HEAD', { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return [
    `Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commit}: Lighthouse ${lighthouseVersion()} ` +
      `with its mobile defaults (simulated slow 4G, 4× CPU slowdown), Chromium at ${values.chromium}, ` +
      `median of ${runs} runs per page, small seed. Machine: ${os.cpus().length} cores, load average (1 / 5 / 15 min) ` +
      `${load} at the end; Lighthouse's BenchmarkIndex of it ${benchmarkRange()} (its 4× slowdown is made for about ` +
      '1,000: below that the simulated phone is slower than a low-cost one, and TBT higher in proportion).',
    '',
    '| Page | Performance | LCP | TBT | CLS | Bytes (transferred) | of which JavaScript | Accessibility |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...results.map(row),
  ].join('\n');
}

/** The median BenchmarkIndex of the runs and their range, e.g. '412 (380–440)'. */
function benchmarkRange(): string {
  const known = hostBenchmarks.filter((value) => Number.isFinite(value));
  if (known.length === 0) return 'unknown';
  return `${Math.round(median(known))} (${Math.round(Math.min(...known))}–${Math.round(Math.max(...known))})`;
}

function lighthouseVersion(): string {
  const file = path.join(REPO_ROOT, 'node_modules/lighthouse/package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : '';
}

function log(line: string): void {
  console.error(line);
}

/** Stops the bench with a message (the platform, if started, is stopped on the way out). */
function fail(message: string): never {
  throw new Error(message);
}
