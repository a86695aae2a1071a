// One Lighthouse run of a page, as the bench makes it: Lighthouse 12's CLI with the default mobile audit, in a
// Chromium of its own, bounded in time and made again when Lighthouse failed to record the trace.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.ts';
import { sleep } from './server.mts';

/** The Lighthouse run under way, so that it can be stopped on a signal. */
let running: ChildProcess | null = null;

/**
 * While working on a page: each run's full report is written into this directory, to read in Lighthouse's viewer,
 * with its trace (`-0.trace.json`, for the Performance panel) and DevTools log.
 */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
let reportsWritten = 0;
const RUN_TIMEOUT_MS = 120_000;

export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse took for the largest paint (its label), to see that both sides of P5 paint the banner. */
  lcpElement: string;
}

interface NetworkRequest {
  url: string;
  statusCode: number;
}

/**
 * Runs the Lighthouse CLI and gives its JSON report. On the time limit it is sent SIGINT, which makes it close
 * the Chromium it started (SIGTERM would leave that running), and SIGKILL if it is still there 10 s later.
 */
function runLighthouseCli(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/lighthouse', args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (running === child) running = null;
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else reject(new Error(timedOut ? `stopped after ${RUN_TIMEOUT_MS / 1000} s` : stderr || `${signal ?? code}`));
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is made again. */
const TRACE_FAILURE = /NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED|PROTOCOL_TIMEOUT/;
const TRIES_PER_RUN = 3;

/**
 * One Lighthouse run of `url`, in a Chromium of its own (on `profile` when given). With `mustRead`, the run
 * counts only if the page fetched that URL with a 200. A run whose trace was not recorded is made again, at
 * most three times in all.
 */
export async function audit(url: string, options: { profile?: string; mustRead?: string } = {}): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      if (attempt >= TRIES_PER_RUN || !TRACE_FAILURE.test((error as Error).message)) throw error;
      console.error(`${(error as Error).message}: trying again`);
    }
  }
}

async function auditOnce(url: string, options: { profile?: string; mustRead?: string }): Promise<Run> {
  const chromeFlags = ['--headless', ...CHROMIUM_ARGS];
  // Lighthouse's launcher names a profile directory of its own first; the last --user-data-dir is the one used.
  if (options.profile) chromeFlags.push(`--user-data-dir=${options.profile}`);
  // With REPORTS_DIR, Lighthouse writes the report there itself, with the run's trace and DevTools log beside it.
  const reportPath = REPORTS_DIR
    ? join(REPORTS_DIR, `${++reportsWritten}-${new URL(url).pathname.replaceAll('/', '_')}.json`)
    : null;
  const output = await runLighthouseCli([
    url,
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    ...(reportPath ? [`--output-path=${reportPath}`, '--save-assets'] : ['--output-path=stdout']),
    '--quiet',
    `--chrome-flags=${chromeFlags.join(' ')}`,
  ]).catch((error: Error) => {
    throw new Error(`lighthouse failed on ${url}: ${error.message}`);
  });
  const report = reportPath ? readFileSync(reportPath, 'utf8') : output;
  const { categories, audits, runtimeError } = JSON.parse(report);
  if (runtimeError) throw new Error(`lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (options.mustRead) {
    const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
    const read = requests.some((request) => request.url === options.mustRead && request.statusCode === 200);
    if (!read) throw new Error(`${url}: the page did not read ${options.mustRead} (was the shopper signed in?)`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element'], audits['lcp-breakdown-insight']),
  };
}

interface ReportDetails {
  details?: {
    items?: { type?: string; nodeLabel?: string; items?: { node?: { nodeLabel?: string }; subpart?: string }[] }[];
  };
}

/**
 * What Lighthouse took for the largest paint: the element's label. Lighthouse 12 names the node only when the LCP
 * could be better (the element's audit is otherwise left out); then the LCP's breakdown tells an image (its paint
 * waited for a resource) from text.
 */
function lcpElementOf(elementAudit: ReportDetails | undefined, breakdown: ReportDetails | undefined): string {
  const named = elementAudit?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel;
  if (named) return named;
  const parts = breakdown?.details?.items ?? [];
  const node = parts.find((item) => item.type === 'node')?.nodeLabel;
  if (node) return node;
  const subparts = parts[0]?.items ?? [];
  if (subparts.length === 0) return 'unknown';
  return subparts.some((part) => part.subpart === 'resourceLoadDuration') ? 'an image' : 'text';
}

/** Stops the run under way, if any: SIGINT makes Lighthouse close its Chromium. Waits for it 10 s at most. */
export async function stopRunningAudit(): Promise<void> {
  const child = running;
  running = null;
  if (!child || child.exitCode !== null) return;
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGINT');
  await Promise.race([closed, sleep(10_000)]);
}
