/** One shell command of a README `sh` block, as bash reads it: continuation lines joined, comments removed. */
export interface ReadmeCommand {
  /** The `##` heading the block sits under. */
  section: string;
  /** 1-based line of the README where the command starts. */
  line: number;
  text: string;
}

/**
 * Every command of every fenced `sh` block, in the README's order. A command goes on past a line that
 * ends in `\` or inside a quoted string (a JSON body over two lines); `#` outside quotes after
 * whitespace starts a comment.
 */
export function readmeCommands(markdown: string): ReadmeCommand[] {
  const commands: ReadmeCommand[] = [];
  let section = '';
  let block: { start: number; lines: string[] } | undefined;
  markdown.split('\n').forEach((line, index) => {
    if (!block) {
      if (line.startsWith('## ')) section = line.slice(3).trim();
      if (line.trim() === '```sh') block = { start: index + 2, lines: [] };
      return;
    }
    if (line.trim() !== '```') {
      block.lines.push(line);
      return;
    }
    commands.push(...commandsOfBlock(block.lines, block.start, section));
    block = undefined;
  });
  return commands;
}

function commandsOfBlock(lines: string[], firstLine: number, section: string): ReadmeCommand[] {
  const commands: ReadmeCommand[] = [];
  let text = '';
  let start = 0;
  let quote: string | undefined;
  lines.forEach((line, offset) => {
    let code = '';
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index]!;
      if (quote) {
        if (char === quote) quote = undefined;
      } else if (char === "'" || char === '"') {
        quote = char;
      } else if (char === '#' && (index === 0 || /\s/.test(line[index - 1]!))) {
        break;
      }
      code += char;
    }
    if (text === '' && code.trim() === '') return;
    if (text === '') start = firstLine + offset;
    if (quote) {
      text += `${code}\n`;
      return;
    }
    code = code.trimEnd();
    if (code.endsWith('\\')) {
      text += `${code.slice(0, -1).trimEnd()} `;
      return;
    }
    text += code;
    commands.push({ section, line: start, text: text.trim() });
    text = '';
  });
  if (text !== '') throw new Error(`README line ${start}: a command is not finished at the end of its block`);
  return commands;
}
