export type Part = 'everyday' | 'browser' | 'drills';
export const PARTS: Part[];
export const USAGE: string;
export const PART_COMMANDS: Record<Exclude<Part, 'everyday'>, string>;
export function isDrill(file: string): boolean;
export function parseRunArguments(args: string[]): { parts: Part[]; requested: string[] };
export function selectParts(all: string[], parts: Part[], partOf: (file: string) => Part): { files: string[]; leftOut: { part: Part; files: string[] }[] };
