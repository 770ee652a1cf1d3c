import type { ScryptCost } from '../../src/identity/passwords.js';

/**
 * The scrypt cost of test apps' password hashes: the lowest a stored hash may name, about 2 ms of CPU
 * against 260 ms at the service's cost (some 300 hashes in a run of the suite). The tests of the hashing
 * itself, of the sign-in flood and of the decoy's timing use the service's cost.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
