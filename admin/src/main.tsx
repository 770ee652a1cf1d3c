import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import type { Schema } from './schema';

const NOT_SIGNED_IN: Schema = { collections: [], globals: [] };

/** The forms follow GET /api/schema, which depends on who is signed in: read it first (the sign-in page shows without it). */
async function start() {
  const response = await fetch('/api/schema', { credentials: 'same-origin' });
  const schema: Schema = response.ok ? await response.json() : NOT_SIGNED_IN;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App schema={schema} />
    </StrictMode>,
  );
}

void start();
