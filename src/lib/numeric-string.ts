/**
 * The one rule for a number written as text (counters and goals in backend metadata, number fields and
 * `where` values sent as strings): plain decimal notation, an optional sign, fraction and exponent.
 * Callers reading foreign text (backend metadata, query values) trim it first; stored fields must not
 * carry spaces. Hex, binary, "Infinity" and the empty string are not numbers here, unlike
 * `Number()`.
 */
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The finite number `text` writes, or undefined when it is not a numeric string. */
export function parseNumericString(text: string): number | undefined {
  if (!DECIMAL_NUMBER.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
