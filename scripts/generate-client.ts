// npm run client:generate: rewrites the typed client's types from the current API document.
import { writeFileSync } from 'node:fs';
import { apiDocument, clientTypesSource, CLIENT_TYPES_FILE } from './client-types.js';

writeFileSync(CLIENT_TYPES_FILE, await clientTypesSource(await apiDocument()));
console.log(`wrote ${CLIENT_TYPES_FILE.pathname}`);
