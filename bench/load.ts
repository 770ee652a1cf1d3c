import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type LatencyHistogram, mergeHistograms, parseLatencyHistogram, percentileMs } from './latency.js';

export const CONNECTIONS = 64;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** wrk's full latency histogram (absent with autocannon). */
  latency?: LatencyHistogram;
}

/** wrk when installed (Debian's `wrk`: native; 2 threads, or 1 when pinned), else autocannon in this process. */
export const loadTool: 'wrk' | 'autocannon' = existsSync('/usr/bin/wrk') || existsSync('/usr/local/bin/wrk') ? 'wrk' : 'autocannon';

/**
 * BENCH_PIN=1 (with wrk and two or more cores): every server runs on core 0 and wrk (one thread) on
 * core 1 (`taskset`), so the servers compared get the same core and never share it with the load
 * generator. Off by default: the figures in the README are unpinned, and pinned runs give the bare
 * server more (about 64-72k req/s against 53-66k here), so the two are not comparable.
 */
export const pinned = loadTool === 'wrk' && process.env.BENCH_PIN === '1' && availableParallelism() >= 2 && existsSync('/usr/bin/taskset');
export const SERVER_CORE = '0';
const LOAD_CORE = '1';

function parseMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

const HISTOGRAM_SCRIPT = fileURLToPath(new URL('latency-histogram.lua', import.meta.url));

function wrk(url: string, headers: Record<string, string>, seconds: number): LoadFigures {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [pinned ? '-t1' : '-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', HISTOGRAM_SCRIPT, ...headerArgs, url];
  const output = pinned
    ? execFileSync('taskset', ['-c', LOAD_CORE, 'wrk', ...args], { encoding: 'utf8' })
    : execFileSync('wrk', args, { encoding: 'utf8' });
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} non-2xx answers`);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p50Ms: parseMs(/\s50%\s+(\S+)/.exec(output)?.[1] ?? ''),
    p99Ms: parseMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? ''),
    latency: parseLatencyHistogram(output),
  };
}

async function cannon(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** Loads one URL at CONNECTIONS connections for `seconds` over loopback. */
export async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  return loadTool === 'wrk' ? wrk(url, headers, seconds) : cannon(url, headers, seconds);
}

export const SLICE_SECONDS = 2;

export interface InterleavedFigures extends LoadFigures {
  /** Requests per second of each slice, in the order measured. */
  slices: number[];
  /** Whether p50/p99 are over all the slices' requests (wrk's histograms merged) or the median/worst slice's (autocannon). */
  exactPercentiles: boolean;
}

/**
 * Several servers answering the same request, measured in alternating slices of SLICE_SECONDS
 * (`seconds` in all for each; the first server of each round rotates), so that every server meets
 * the same machine: on a shared VM the speed of a core drifts by up to 2x within seconds, which
 * makes figures of servers measured one after the other incomparable. Requests per second are the
 * mean over the slices (equal durations: total requests / total time). With wrk, p50 and p99 are
 * over all the slices' requests (their latency histograms merged); with autocannon, which gives
 * percentiles only, the median slice's p50 and the worst slice's p99.
 */
export async function measureInterleaved<Urls extends readonly string[]>(
  urls: readonly [...Urls], headers: Record<string, string>, seconds: number,
): Promise<{ [Index in keyof Urls]: InterleavedFigures }> {
  for (const url of urls) await load(url, headers, Math.min(2, seconds));
  const sliceSeconds = Math.min(SLICE_SECONDS, seconds);
  const rounds = Math.max(1, Math.round(seconds / sliceSeconds));
  const measured: LoadFigures[][] = urls.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < urls.length; turn += 1) {
      const index = (round + turn) % urls.length;
      measured[index]!.push(await load(urls[index]!, headers, sliceSeconds));
    }
  }
  const figures = measured.map((slices): InterleavedFigures => {
    const histograms = slices.flatMap((slice) => (slice.latency ? [slice.latency] : []));
    const exactPercentiles = histograms.length === slices.length;
    const latency = exactPercentiles ? mergeHistograms(histograms) : undefined;
    return {
      requestsPerSecond: slices.reduce((sum, slice) => sum + slice.requestsPerSecond, 0) / slices.length,
      p50Ms: latency ? percentileMs(latency, 50) : median(slices.map((slice) => slice.p50Ms)),
      p99Ms: latency ? percentileMs(latency, 99) : Math.max(...slices.map((slice) => slice.p99Ms)),
      slices: slices.map((slice) => Math.round(slice.requestsPerSecond)),
      exactPercentiles,
    };
  });
  return figures as { [Index in keyof Urls]: InterleavedFigures };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
