// Processes and pages for scripts/test-example.ts: commands run through bash in their own process group
// (so a stop ends npm and what it started), waits that fail at once when a background job ends.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface Run { code: number | null; stdout: string; stderr: string }
export interface Background { child: ChildProcess; output: () => string; text: string }
export const backgrounds: Background[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function run(text: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs = 300_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', text], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`${text}: still running after ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

export async function runOk(text: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs?: number): Promise<string> {
  const result = await run(text, cwd, env, timeoutMs);
  assert.equal(result.code, 0, `${text} exited ${result.code}\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  return result.stdout;
}

export function background(text: string, cwd: string, env: NodeJS.ProcessEnv): Background {
  const child = spawn('bash', ['-c', text], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const job = { child, output: () => output, text };
  backgrounds.push(job);
  return job;
}

/** undefined while the job runs (so `until` goes on waiting); a job that ended fails the wait at once. */
export function alive(job: Background): undefined {
  if (job.child.exitCode !== null || job.child.signalCode !== null) {
    throw Object.assign(new Error(`${job.text} ended (${job.child.exitCode ?? job.child.signalCode})`), { fatal: true });
  }
  return undefined;
}

export function stop(job: Background): void {
  if (job.child.exitCode === null && job.child.signalCode === null) {
    try { process.kill(-job.child.pid!, 'SIGTERM'); } catch { /* already gone */ }
  }
}

export async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if ((error as { fatal?: boolean }).fatal) throw error;
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out (${timeoutMs} ms) waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** The visible text of an HTML page, for the log and the report. */
export const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').trim();
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}
