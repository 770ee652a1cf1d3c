import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collections, globalDefinitions } from '../../src/content/collections.js';
import type { Field, Fields } from '../../src/content/fields.js';
import { stripSecrets, validateDocument, type FieldError } from '../../src/content/validate.js';
import { hashPasswords, PlainPassword } from '../../src/identity/plain-password.js';
import { PasswordHasher } from '../../src/identity/passwords.js';
import { TEST_PASSWORD_COST } from '../helpers/passwords.js';

const passwords = new PasswordHasher({ cost: TEST_PASSWORD_COST });

const fieldsOf = (slug: string): Fields => {
  const collection = collections[slug];
  assert.ok(collection, slug);
  return collection.fields;
};
const globalFieldsOf = (slug: string): Fields => {
  const definition = globalDefinitions[slug];
  assert.ok(definition, slug);
  return definition.fields;
};

function accepted(fields: Fields, body: unknown, mode: 'create' | 'update' = 'update'): Record<string, unknown> {
  const result = validateDocument(fields, body, mode);
  assert.ok(result.ok, `expected success, got ${JSON.stringify(result.ok ? null : result.errors)}`);
  return result.data;
}

function rejected(fields: Fields, body: unknown, mode: 'create' | 'update' = 'update'): FieldError[] {
  const result = validateDocument(fields, body, mode);
  assert.ok(!result.ok, `expected errors, got ${JSON.stringify(result.ok ? result.data : null)}`);
  return result.errors;
}

/** Validates `{value}` against a single field `v`, in update mode so that no defaults interfere. */
const single = (field: Field): Fields => ({ v: field });

describe('validateDocument: scalar types', () => {
  const acceptCases: [string, Field, unknown, unknown][] = [
    ['text', { type: 'text' }, 'hello', 'hello'],
    ['text empty string', { type: 'text' }, '', ''],
    ['text option', { type: 'text', options: ['draft', 'published'] }, 'published', 'published'],
    ['nullable text', { type: 'text', nullable: true }, null, null],
    ['nullable text with options', { type: 'text', options: ['a'], nullable: true }, null, null],
    ['number', { type: 'number' }, 3.5, 3.5],
    ['number at min', { type: 'number', min: 0 }, 0, 0],
    ['negative number', { type: 'number' }, -2, -2],
    ['integer', { type: 'number', integer: true }, 7, 7],
    ['nullable number', { type: 'number', nullable: true }, null, null],
    ['numeric number', { type: 'numeric' }, 12, 12],
    ['numeric integer string', { type: 'numeric' }, '12', '12'],
    ['numeric decimal string', { type: 'numeric' }, '12.5', '12.5'],
    ['numeric string at min', { type: 'numeric', min: 0 }, '0', '0'],
    ['nullable numeric', { type: 'numeric', nullable: true }, null, null],
    ['boolean true', { type: 'boolean' }, true, true],
    ['boolean false', { type: 'boolean' }, false, false],
    ['date string', { type: 'date' }, '2026-01-02T03:04:05Z', '2026-01-02T03:04:05.000Z'],
    ['date only', { type: 'date' }, '2026-01-02', '2026-01-02T00:00:00.000Z'],
    ['date number', { type: 'date' }, 0, '1970-01-01T00:00:00.000Z'],
    ['nullable date', { type: 'date', nullable: true }, null, null],
    ['json object', { type: 'json' }, { a: [1, { b: null }] }, { a: [1, { b: null }] }],
    ['json string', { type: 'json' }, 'x', 'x'],
    ['json null', { type: 'json' }, null, null],
    ['json number', { type: 'json' }, 0, 0],
    ['array of text', { type: 'array', of: { type: 'text' } }, ['a', 'b'], ['a', 'b']],
    ['empty array', { type: 'array', of: { type: 'number' } }, [], []],
    ['object', { type: 'object', fields: { n: { type: 'number' } } }, { n: 1 }, { n: 1 }],
    // An optional field left empty takes its default, or null where it allows null (the admin app's empty inputs).
    ['null text with a default', { type: 'text', default: '' }, null, ''],
    ['null option with a default', { type: 'text', options: ['draft', 'published'], default: 'draft' }, null, 'draft'],
    ['null numeric with a default', { type: 'numeric', default: 0, min: 0 }, null, 0],
    ['empty numeric string with a default', { type: 'numeric', default: 0 }, '', 0],
    ['empty number string, nullable', { type: 'number', nullable: true }, '', null],
    ['empty date string, nullable', { type: 'date', nullable: true }, '', null],
    ['null array with a default', { type: 'array', of: { type: 'text' }, default: [] }, null, []],
  ];
  for (const [name, field, input, expected] of acceptCases) {
    it(`accepts ${name}`, () => {
      assert.deepEqual(accepted(single(field), { v: input }), { v: expected });
    });
  }

  const rejectCases: [string, Field, unknown, string][] = [
    ['number as text', { type: 'text' }, 5, 'Expected a string.'],
    ['null text', { type: 'text' }, null, 'Expected a string.'],
    ['value outside options', { type: 'text', options: ['draft', 'published'] }, 'archived', 'Must be one of: draft, published.'],
    ['string as number', { type: 'number' }, '5', 'Expected a number.'],
    ['NaN', { type: 'number' }, Number.NaN, 'Expected a number.'],
    ['Infinity', { type: 'number' }, Number.POSITIVE_INFINITY, 'Expected a number.'],
    ['null number', { type: 'number' }, null, 'Expected a number.'],
    ['fraction for integer', { type: 'number', integer: true }, 1.5, 'Expected a whole number.'],
    ['number below min', { type: 'number', min: 0 }, -1, 'Must be at least 0.'],
    ['non-numeric string', { type: 'numeric' }, 'twelve', 'Expected a number or a numeric string.'],
    ['numeric with spaces', { type: 'numeric' }, ' 12', 'Expected a number or a numeric string.'],
    ['numeric empty string', { type: 'numeric' }, '', 'Expected a number or a numeric string.'],
    ['numeric boolean', { type: 'numeric' }, true, 'Expected a number or a numeric string.'],
    ['numeric null', { type: 'numeric' }, null, 'Expected a number or a numeric string.'],
    ['numeric Infinity', { type: 'numeric' }, Number.POSITIVE_INFINITY, 'Expected a number or a numeric string.'],
    ['numeric number below min', { type: 'numeric', min: 0 }, -1, 'Must be at least 0.'],
    ['numeric string below min', { type: 'numeric', min: 0 }, '-0.5', 'Must be at least 0.'],
    ['string as boolean', { type: 'boolean' }, 'true', 'Expected true or false.'],
    ['number as boolean', { type: 'boolean' }, 1, 'Expected true or false.'],
    ['null boolean', { type: 'boolean' }, null, 'Expected true or false.'],
    ['unparseable date', { type: 'date' }, 'not a date', 'Expected a date.'],
    ['boolean date', { type: 'date' }, true, 'Expected a date.'],
    ['null date', { type: 'date' }, null, 'Expected a date.'],
    ['bad email', { type: 'email' }, 'nobody', 'Expected an email address.'],
    ['email without domain dot', { type: 'email' }, 'a@b', 'Expected an email address.'],
    ['non-string email', { type: 'email' }, 42, 'Expected an email address.'],
    ['short password', { type: 'password' }, 'short', 'Must be at least 8 characters.'],
    ['non-string password', { type: 'password' }, 12345678, 'Expected a string.'],
    ['object as array', { type: 'array', of: { type: 'text' } }, { 0: 'a' }, 'Expected an array.'],
    ['null array', { type: 'array', of: { type: 'text' } }, null, 'Expected an array.'],
    ['array as object', { type: 'object', fields: {} }, [], 'Expected an object.'],
    ['null object', { type: 'object', fields: {} }, null, 'Expected an object.'],
  ];
  for (const [name, field, input, message] of rejectCases) {
    it(`rejects ${name}`, () => {
      assert.deepEqual(rejected(single(field), { v: input }), [{ message, field: 'v' }]);
    });
  }
});

describe('validateDocument: body shape and unknown fields', () => {
  for (const body of [null, undefined, 'text', 3, [], [{ title: 'x' }], new Date()]) {
    it(`rejects a non-object body: ${JSON.stringify(body) ?? String(body)}`, () => {
      const errors = rejected(fieldsOf('products'), body, 'create');
      assert.equal(errors.length, 1);
      assert.equal(errors[0]?.field, '');
    });
  }

  it('reports unknown fields by name and ignores round-tripped id, createdAt and updatedAt', () => {
    const body = { title: 'T', id: 'abc', createdAt: '2020-01-01', updatedAt: '2020-01-01', bogus: 1, toString: 2 };
    const errors = rejected(fieldsOf('announcements'), body, 'create');
    assert.deepEqual(errors, [
      { message: 'Unknown field', field: 'bogus' },
      { message: 'Unknown field', field: 'toString' },
    ]);
    const data = accepted(fieldsOf('announcements'), { title: 'T', id: 'abc', createdAt: 'x', updatedAt: 'y' });
    assert.deepEqual(data, { title: 'T' });
  });

  it('reports unknown keys inside nested objects, including a nested id not declared there', () => {
    const fields: Fields = { o: { type: 'object', fields: { a: { type: 'text' } } } };
    assert.deepEqual(rejected(fields, { o: { a: 'x', id: '1', b: 2 } }), [
      { message: 'Unknown field', field: 'o.id' },
      { message: 'Unknown field', field: 'o.b' },
    ]);
  });

  it('collects every error instead of stopping at the first', () => {
    const body = { title: 5, priority: 'high', showOnHomepage: 'yes', status: 'archived', bogus: 1 };
    const errors = rejected(fieldsOf('announcements'), body, 'create');
    assert.deepEqual(errors.map((error) => error.field).sort(), ['bogus', 'priority', 'showOnHomepage', 'status', 'title']);
    assert.deepEqual(
      errors.find((error) => error.field === 'status'),
      { message: 'Must be one of: draft, published.', field: 'status' },
    );
  });
});

describe('validateDocument: create defaults and required fields', () => {
  it('fills a new preorder product with its defaults', () => {
    const data = accepted(fieldsOf('preorder-products'), { title: 'New' }, 'create');
    assert.deepEqual(data, {
      title: 'New',
      description: '',
      status: 'draft',
      images: [],
      variants: [],
      categories: [],
      collection: null,
      metadata: {},
      _status: 'draft',
      preorderType: 'standard',
      fundingGoal: 0,
      orderCount: 0,
      fakeOrderCount: 0,
    });
  });

  it('keeps given values over defaults', () => {
    const data = accepted(fieldsOf('preorder-products'), { title: 'New', preorderType: 'crowdfunding', fundingGoal: '500' }, 'create');
    assert.equal(data.preorderType, 'crowdfunding');
    assert.equal(data.fundingGoal, '500');
  });

  it('applies defaults inside each variant', () => {
    const data = accepted(
      fieldsOf('preorder-products'),
      { title: 'New', variants: [{ id: 'v1', title: 'Small', maxOrders: 10 }, { title: 'Large', prices: [{ amount: 5 }] }] },
      'create',
    );
    const [small, large] = data.variants as Record<string, unknown>[];
    assert.deepEqual(small, { id: 'v1', title: 'Small', currentOrders: 0, maxOrders: 10, prices: [], options: {}, metadata: {} });
    // A row written without an id gets one.
    assert.match(String(large!.id), /^[0-9a-f]{24}$/);
    assert.deepEqual({ ...large, id: undefined }, { id: undefined, title: 'Large', currentOrders: 0, maxOrders: 0, prices: [{ amount: 5 }], options: {}, metadata: {} });
  });

  it('deep-copies defaults so documents never share them', () => {
    const first = accepted(fieldsOf('products'), { title: 'A' }, 'create');
    const second = accepted(fieldsOf('products'), { title: 'B' }, 'create');
    assert.notEqual(first.images, second.images);
    assert.notEqual(first.metadata, second.metadata);
    (first.images as unknown[]).push('mutated');
    assert.deepEqual(accepted(fieldsOf('products'), { title: 'C' }, 'create').images, []);
    const roles = accepted(fieldsOf('users'), { email: 'a@b.co' }, 'create').roles as string[];
    roles.push('admin');
    assert.deepEqual(accepted(fieldsOf('users'), { email: 'a@b.co' }, 'create').roles, ['editor']);
  });

  it('gives globals their defaults from an empty body', () => {
    assert.deepEqual(accepted(globalFieldsOf('product-recommendations'), {}, 'create'), { enabled: false, lists: [] });
    assert.deepEqual(accepted(globalFieldsOf('hero-slider'), {}, 'create'), { slides: [] });
  });

  for (const [name, body] of [['absent', {}], ['null', { title: null }], ['empty', { title: '' }]] as const) {
    it(`requires a required field on create when it is ${name}`, () => {
      assert.deepEqual(rejected(fieldsOf('products'), body, 'create'), [{ message: 'This field is required.', field: 'title' }]);
    });
  }
});

describe('validateDocument: update', () => {
  it('validates and returns only the keys present, without defaults', () => {
    assert.deepEqual(accepted(fieldsOf('preorder-products'), { fundingGoal: 10 }, 'update'), { fundingGoal: 10 });
    assert.deepEqual(accepted(fieldsOf('products'), {}, 'update'), {});
  });

  it('does not require absent required fields', () => {
    assert.deepEqual(accepted(fieldsOf('users'), { name: 'Ann' }, 'update'), { name: 'Ann' });
  });

  for (const value of [null, '']) {
    it(`rejects a required field given as ${JSON.stringify(value)}`, () => {
      assert.deepEqual(rejected(fieldsOf('articles'), { title: value }, 'update'), [{ message: 'This field is required.', field: 'title' }]);
    });
  }

  it('still validates the values present', () => {
    assert.deepEqual(rejected(fieldsOf('preorder-products'), { fundingGoal: -5 }, 'update'), [
      { message: 'Must be at least 0.', field: 'fundingGoal' },
    ]);
  });

  it('applies defaults inside an object written by an update', () => {
    const data = accepted(globalFieldsOf('product-recommendations'), { lists: [{ title: 'L' }] }, 'update');
    const [list] = (data as { lists: Record<string, unknown>[] }).lists;
    assert.match(String(list!.id), /^[0-9a-f]{24}$/);
    assert.deepEqual({ ...list, id: undefined }, { id: undefined, title: 'L', subtitle: '', preorder: false, products: [] });
  });
});

describe('validateDocument: nested error paths', () => {
  it('names errors inside array elements and objects with dotted paths', () => {
    const body = {
      title: 'P',
      variants: [{ maxOrders: 1 }, { maxOrders: -1, currentOrders: 'many', bogus: true }],
      images: 'not an array',
    };
    assert.deepEqual(rejected(fieldsOf('preorder-products'), body, 'create'), [
      { message: 'Expected a number or a numeric string.', field: 'variants.1.currentOrders' },
      { message: 'Must be at least 0.', field: 'variants.1.maxOrders' },
      { message: 'Unknown field', field: 'variants.1.bogus' },
      { message: 'Expected an array.', field: 'images' },
    ]);
  });

  it('names errors in arrays inside arrays', () => {
    const body = { lists: [{ products: [] }, { products: [{ relationTo: 'products', value: 'ok' }, 42] }] };
    const errors = rejected(globalFieldsOf('product-recommendations'), body);
    assert.deepEqual(errors.map((error) => error.field), ['lists.1.products.1']);
  });

  it('names errors of array elements of scalar type', () => {
    assert.deepEqual(rejected(fieldsOf('users'), { roles: ['editor', 'owner'] }), [
      { message: 'Must be one of: viewer, editor, admin.', field: 'roles.1' },
    ]);
  });

  it('rejects an element that is not an object where objects are expected', () => {
    assert.deepEqual(rejected(fieldsOf('products'), { variants: ['v'] }), [{ message: 'Expected an object.', field: 'variants.0' }]);
  });
});

describe('validateDocument: relationships', () => {
  const products = globalFieldsOf('product-recommendations');
  const productsOf = (items: unknown[]) => ({ lists: [{ title: 'L', products: items }] });
  const storedProducts = (data: Record<string, unknown>) => (data.lists as { products: unknown[] }[])[0]?.products;
  const articles = fieldsOf('articles');

  it('accepts {relationTo, value} with an allowed target, dropping extra keys', () => {
    const data = accepted(products, productsOf([
      { relationTo: 'products', value: 'p1' },
      { relationTo: 'preorder-products', value: 'p2', extra: true },
    ]));
    assert.deepEqual(storedProducts(data), [
      { relationTo: 'products', value: 'p1' },
      { relationTo: 'preorder-products', value: 'p2' },
    ]);
  });

  it('converts a number id to its string form', () => {
    assert.deepEqual(accepted(articles, { author: { relationTo: 'users', value: 17 } }).author, { relationTo: 'users', value: '17' });
  });

  it('stores the id of an expanded document sent back', () => {
    const data = accepted(products, productsOf([{ relationTo: 'products', value: { id: 'p1', title: 'Expanded', images: [] } }]));
    assert.deepEqual(storedProducts(data), [{ relationTo: 'products', value: 'p1' }]);
  });

  it('accepts a bare id when there is a single target', () => {
    assert.deepEqual(accepted(articles, { author: 'u1', coverImage: 'm1' }), {
      author: { relationTo: 'users', value: 'u1' },
      coverImage: { relationTo: 'media', value: 'm1' },
    });
  });

  it('accepts null for a nullable relationship', () => {
    assert.deepEqual(accepted(articles, { author: null }), { author: null });
  });

  const rejectCases: [string, Fields, unknown, string, string][] = [
    [
      'an unknown target',
      products, productsOf([{ relationTo: 'articles', value: 'x' }]), 'lists.0.products.0',
      'Unknown collection "articles" in relationTo; expected one of products, preorder-products.',
    ],
    ['a bare id with several targets', products, productsOf(['p1']), 'lists.0.products.0', 'Expected {relationTo, value}.'],
    ['null when not nullable', products, productsOf([null]), 'lists.0.products.0', 'Expected {relationTo, value}.'],
    ['an empty id', products, productsOf([{ relationTo: 'products', value: '' }]), 'lists.0.products.0', 'Expected a non-empty id in value.'],
    ['a boolean id', products, productsOf([{ relationTo: 'products', value: true }]), 'lists.0.products.0', 'Expected a non-empty id in value.'],
    [
      'an expanded document without a string id',
      products, productsOf([{ relationTo: 'products', value: { title: 'x' } }]), 'lists.0.products.0', 'Expected a non-empty id in value.',
    ],
    ['an empty bare id', articles, { author: '' }, 'author', 'Expected a non-empty id.'],
    ['a bare number with a single target', articles, { author: 5 }, 'author', 'Expected an id or {relationTo, value}.'],
    ['an object without relationTo', articles, { author: { id: 'u1' } }, 'author', 'Expected an id or {relationTo, value}.'],
    [
      'a reference to another target',
      articles, { author: { relationTo: 'media', value: 'm1' } }, 'author',
      'Unknown collection "media" in relationTo; expected one of users.',
    ],
  ];
  for (const [name, fields, body, field, message] of rejectCases) {
    it(`rejects ${name}`, () => {
      assert.deepEqual(rejected(fields, body), [{ message, field }]);
    });
  }
});

describe('validateDocument: loose relationships', () => {
  const products = fieldsOf('products');

  const keptAsGiven: [string, unknown][] = [
    ['a URL string', 'https://cdn.example/a.jpg'],
    ['a bare id string (no bare-id rule)', 'm1'],
    ['an object like {id, url}', { id: 'm1', url: 'https://cdn.example/a.jpg' }],
    ['null', null],
    ['an object whose relationTo is not a string', { relationTo: 5, value: 'x' }],
  ];
  for (const [name, value] of keptAsGiven) {
    it(`keeps ${name} as given`, () => {
      assert.deepEqual(accepted(products, { thumbnail: value, images: [value] }), { thumbnail: value, images: [value] });
    });
  }

  it('still validates and normalizes {relationTo, value}', () => {
    assert.deepEqual(accepted(products, { thumbnail: { relationTo: 'media', value: { id: 'm1', url: 'u' } } }), {
      thumbnail: { relationTo: 'media', value: 'm1' },
    });
    assert.deepEqual(rejected(products, { images: [{ relationTo: 'users', value: 'u1' }] }), [
      { message: 'Unknown collection "users" in relationTo; expected one of media.', field: 'images.0' },
    ]);
  });
});

describe('validateDocument: users', () => {
  const users = fieldsOf('users');

  it('normalizes emails to trimmed lower case', () => {
    assert.equal(accepted(users, { email: '  Editor@Example.COM ' }).email, 'editor@example.com');
  });

  it('requires an email on create', () => {
    assert.deepEqual(rejected(users, { password: 'long enough secret' }, 'create'), [{ message: 'This field is required.', field: 'email' }]);
  });

  it('keeps the password for hashing off the event loop, never as a value that can be stored', async () => {
    const data = accepted(users, { email: 'a@example.com', password: 'long enough secret' }, 'create');
    assert.equal('password' in data, false);
    assert.deepEqual(Object.keys(data).sort(), ['email', 'passwordHash', 'roles']);
    assert.ok(data.passwordHash instanceof PlainPassword);
    assert.throws(() => JSON.stringify(data), /must be hashed/);
    const stored = await hashPasswords(data, passwords);
    assert.match(stored.passwordHash as string, /^scrypt\$N=\d+,r=\d+,p=\d+\$[0-9a-f]{32}\$[0-9a-f]+$/);
    assert.doesNotMatch(JSON.stringify(stored), /long enough secret/);
    assert.equal(await passwords.verify('long enough secret', stored.passwordHash as string), true);
    assert.equal(await passwords.verify('long enough secreT', stored.passwordHash as string), false);
  });

  it('accepts a password of exactly 8 characters on update too, and refuses one over 1024', async () => {
    const data = await hashPasswords(accepted(users, { password: '12345678' }), passwords);
    assert.deepEqual(Object.keys(data), ['passwordHash']);
    assert.equal(await passwords.verify('12345678', data.passwordHash as string), true);
    assert.deepEqual(rejected(users, { password: 'x'.repeat(1025) }), [{ message: 'Must be at most 1024 characters.', field: 'password' }]);
  });

  it('refuses a passwordHash sent by a client', () => {
    assert.deepEqual(rejected(users, { passwordHash: 'scrypt$00$00' }), [{ message: 'Unknown field', field: 'passwordHash' }]);
  });
});

describe('stripSecrets', () => {
  it('removes passwordHash and password and keeps everything else', () => {
    const doc = { id: 'u1', email: 'a@example.com', passwordHash: 'scrypt$x$y', password: 'plain' };
    assert.deepEqual(stripSecrets(doc), { id: 'u1', email: 'a@example.com' });
    assert.equal(doc.passwordHash, 'scrypt$x$y', 'the input is not modified');
  });
});

describe('array rows without an id', () => {
  it('get a generated id (as in Payload), and keep one they were given', () => {
    const result = validateDocument(globalDefinitions['hero-slider']!.fields, { slides: [{ title: 'a' }, { id: null, title: 'b' }, { id: '', title: 'c' }, { id: 'kept', title: 'd' }] }, 'create');
    assert.ok(result.ok);
    const ids = (result.data.slides as { id: string }[]).map((slide) => slide.id);
    assert.equal(ids[3], 'kept');
    for (const id of ids.slice(0, 3)) assert.match(id, /^[0-9a-f]{24}$/);
    assert.equal(new Set(ids).size, 4);
  });
});
