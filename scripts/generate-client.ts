// npm run client:generate: rewrites the typed client's types and docs/api.md's operation tables from the current API document.
import { readFileSync, writeFileSync } from 'node:fs';
import { API_REFERENCE_FILE, operationTables, withOperationTables } from './api-reference.js';
import { apiDocument, clientTypesSource, CLIENT_TYPES_FILE } from './client-types.js';

const document = await apiDocument();
writeFileSync(CLIENT_TYPES_FILE, await clientTypesSource(document));
writeFileSync(API_REFERENCE_FILE, withOperationTables(readFileSync(API_REFERENCE_FILE, 'utf8'), operationTables(document as never)));
console.log(`wrote ${CLIENT_TYPES_FILE.pathname} and ${API_REFERENCE_FILE.pathname}`);
