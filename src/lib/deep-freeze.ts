const deeplyFrozen = new WeakSet<object>();

/** Freezes a value and everything it holds (iteratively: a stored document may nest deeply). */
export function deepFreeze<T extends object>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object' || Object.isFrozen(current)) continue;
    Object.freeze(current);
    for (const child of Object.values(current)) stack.push(child);
  }
  deeplyFrozen.add(value);
  return value;
}

/** Whether deepFreeze froze this value: nothing it holds can change. */
export function isDeeplyFrozen(value: object): boolean {
  return deeplyFrozen.has(value);
}
