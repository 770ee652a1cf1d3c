import type { PasswordHasher } from './passwords.js';

/**
 * A validated password not hashed yet: validation is synchronous, hashing is not. It refuses to be
 * serialized, so a write path that forgot `hashPasswords` fails instead of storing it in clear.
 */
export class PlainPassword {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  hash(passwords: PasswordHasher): Promise<string> {
    return passwords.hash(this.#value);
  }

  toJSON(): never {
    throw new Error('A password must be hashed before it is stored (hashPasswords).');
  }
}

/** Replaces every top-level PlainPassword of validated data by its hash. */
export async function hashPasswords(data: Record<string, unknown>, passwords: PasswordHasher): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(data).map(async ([key, value]) => [key, value instanceof PlainPassword ? await value.hash(passwords) : value] as const),
  );
  return Object.fromEntries(entries);
}
