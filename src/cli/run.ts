import { KEEP_RUNNING } from './command.js';
import { runCli } from './main.js';

const outcome = await runCli(process.argv.slice(2));
if (outcome !== KEEP_RUNNING) process.exit(outcome);
