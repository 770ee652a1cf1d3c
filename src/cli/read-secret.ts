import { createInterface } from 'node:readline';
import { linesOf } from '../lib/lines.js';

/**
 * A password from the terminal (typed twice, not echoed) or, without a terminal, the first line of
 * standard input: never from the command line, where other users and shell histories can read it.
 */
export async function readSecret(label: string, options: { /** Typed twice on a terminal (a new password). */ confirm?: boolean } = {}): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await promptHidden(`${label}: `);
  if (options.confirm === false) return first;
  const second = await promptHidden(`${label} again: `);
  if (first !== second) throw new Error('the two entries differ');
  return first;
}

/** The first line on "\n" only: readline on Node 24 would also cut a password at U+2028 or U+2029. */
async function firstLineOfStdin(): Promise<string> {
  for await (const line of linesOf(process.stdin)) return line;
  return '';
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const output = prompt as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    // readline echoes what is typed through _writeToOutput; after the question, nothing is echoed.
    output._writeToOutput = (text: string) => {
      if (!asked) process.stderr.write(text);
    };
    prompt.question(question, (answer) => {
      prompt.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}
