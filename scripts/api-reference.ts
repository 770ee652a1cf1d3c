// The "Every operation" tables of docs/api.md, written from the API document (npm run client:generate).
export const API_REFERENCE_FILE = new URL('../docs/api.md', import.meta.url);
const HEADING = '## Every operation';

type Media = { schema?: { $ref?: string } };
type Operation = { operationId: string; summary?: string; description?: string; tags?: string[]; responses: Record<string, { content?: Record<string, Media> }> };

function answers(operation: Operation, errors: boolean): string {
  return Object.entries(operation.responses)
    .filter(([status]) => (Number(status) >= 400) === errors)
    .map(([status, response]) => {
      const name = Object.values(response.content ?? {})[0]?.schema?.$ref?.split('/').pop();
      return name ? `${status} ${name}` : status;
    })
    .join(', ');
}

/** One table per tag: route, operationId, summary and description, answers, errors (component names). */
export function operationTables(document: { paths: Record<string, Record<string, Operation>> }): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const behaviour = [operation.summary, operation.description].filter(Boolean).join('. ').replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
      const row = `| \`${method.toUpperCase()} ${path}\` | \`${operation.operationId}\` | ${behaviour} | ${answers(operation, false)} | ${answers(operation, true)} |`;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const tables = [...byTag].map(([tag, rows]) => `### ${tag}\n\n| Route | operationId | Behaviour | Answers | Errors |\n|---|---|---|---|---|\n${rows.join('\n')}\n`);
  return `${HEADING}\n\nAnswers and errors name the component schemas of \`/openapi.json\`.\n\n${tables.join('\n')}`;
}

/** docs/api.md with its tables replaced (the text above the heading is written by hand). */
export function withOperationTables(reference: string, tables: string): string {
  const start = reference.indexOf(HEADING);
  if (start < 0) throw new Error(`docs/api.md has no "${HEADING}" heading`);
  return reference.slice(0, start) + tables;
}
