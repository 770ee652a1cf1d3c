/**
 * A pure function of a string remembered per value, for a few distinct values seen on every request (a
 * Host header): at most `most` are kept, so a client sending endless values cannot grow it; past that,
 * each is computed as if nothing were remembered.
 */
export function rememberedPerValue<Result>(compute: (value: string) => Result, most = 256): (value: string) => Result {
  const results = new Map<string, Result>();
  return (value) => {
    if (results.has(value)) return results.get(value) as Result;
    const result = compute(value);
    if (results.size < most) results.set(value, result);
    return result;
  };
}
