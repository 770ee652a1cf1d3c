export function nodeCanRunService(version: string): boolean;
export const SUPPORTED_NODE: string;
