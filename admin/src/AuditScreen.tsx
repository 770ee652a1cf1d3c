import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { api, query } from './api';
import AuditChanges, { type Changes } from './AuditChanges';
import type { Schema } from './schema';

interface Entry {
  id: string; at: string; actor: { kind: string; id: string | null; label: string | null };
  collection: string; documentId: string | null; operation: string; changes: Changes;
}
interface Page { docs: Entry[]; totalDocs: number; page: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean }

/** Entries per page of the screen. */
const PAGE_SIZE = 25;
/** The filters the screen keeps in its address (`#/audit?actor=…`), so a filtered view can be bookmarked and shared. */
const FILTERS = ['actor', 'collection', 'id', 'operation', 'from', 'to'] as const;
type Filter = typeof FILTERS[number];
const OPERATIONS = ['create', 'update', 'restore', 'delete', 'clear', 'sync', 'counters', 'key-create', 'key-revoke', 'password-reset', 'secret-rotate', 'redeliver', 'export'];

/** `datetime-local` speaks the browser's local time without a zone; the address and the API keep ISO instants. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : '');

type Update = (change: (current: URLSearchParams) => URLSearchParams) => void;

/**
 * The address's query and a way to change it. react-router's setSearchParams(fn) hands fn the query of
 * the last render, so two changes before the next render (a blur then a date, two dates typed quickly)
 * would lose the first: here each change starts from the one before it.
 */
function useAddress(): [URLSearchParams, Update] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update: Update = (change) => {
    latest.current = change(new URLSearchParams(latest.current));
    setParams(latest.current);
  };
  return [params, update];
}

/** Collections and globals as the trail names them, with the labels editors know. */
function places(schema: Schema): { value: string; label: string }[] {
  return [
    ...schema.collections.map((collection) => ({ value: collection.slug, label: collection.labels.plural })),
    ...schema.globals.map((global) => ({ value: `globals/${global.slug}`, label: global.label })),
    { value: 'api-keys', label: 'API keys' },
    { value: 'webhooks', label: 'Webhooks' },
    { value: 'export', label: 'Exports' },
  ];
}

/** Where a record of the entry can be opened in the app, if anywhere. */
function recordPath(schema: Schema, entry: Entry): string | undefined {
  const collection = schema.collections.find((candidate) => candidate.slug === entry.collection);
  if (!collection || !entry.documentId) return undefined;
  return `/${collection.slug}/${encodeURIComponent(entry.documentId)}${collection.access.update ? '' : '/show'}`;
}

function Filters({ schema, people, params, update }: {
  schema: Schema; people: { id: string; email: string; name?: string | null }[]; params: URLSearchParams; update: Update;
}) {
  const [record, setRecord] = useState(params.get('id') ?? '');
  useEffect(() => setRecord(params.get('id') ?? ''), [params]);
  /** A new filter starts again at the first page. */
  const set = (name: Filter, value: string) => update((next) => {
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    return next;
  });
  const applyRecord = () => {
    if (record.trim() !== (params.get('id') ?? '')) set('id', record.trim());
  };
  // Enter in the record field applies it (with several fields a form is not submitted by Enter on its own).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyRecord();
  };
  const select = (name: Filter, label: string, options: { value: string; label: string }[], anyLabel: string) => (
    <TextField select label={label} value={params.get(name) ?? ''} onChange={(event) => set(name, event.target.value)}
      sx={{ minWidth: 180, flex: '1 1 180px' }} fullWidth={false} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>)}
    </TextField>
  );
  const time = (name: 'from' | 'to', label: string) => (
    <TextField type="datetime-local" label={label} value={toLocalInput(params.get(name))} onChange={(event) => set(name, fromLocalInput(event.target.value))}
      sx={{ minWidth: 200, flex: '1 1 200px' }} fullWidth={false} slotProps={{ inputLabel: { shrink: true } }} />
  );
  return (
    <Box component="form" role="search" aria-label="Filter the audit trail" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      {select('actor', 'Person', people.map((person) => ({ value: person.id, label: person.name ? `${person.name} (${person.email})` : person.email })), 'Anyone')}
      {select('collection', 'Collection', places(schema), 'Any collection')}
      <TextField label="Record id" value={record} onChange={(event) => setRecord(event.target.value)} onBlur={applyRecord}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
        helperText="Press Enter to apply" sx={{ minWidth: 200, flex: '1 1 200px' }} fullWidth={false} autoComplete="off" />
      {select('operation', 'Operation', OPERATIONS.map((operation) => ({ value: operation, label: operation })), 'Any operation')}
      {time('from', 'From')}
      {time('to', 'To')}
      <Button onClick={() => update(() => new URLSearchParams())} disabled={[...params.keys()].length === 0}>Clear the filters</Button>
    </Box>
  );
}

function EntryItem({ schema, entry }: { schema: Schema; entry: Entry }) {
  const path = recordPath(schema, entry);
  const place = places(schema).find((candidate) => candidate.value === entry.collection)?.label ?? entry.collection;
  return (
    <Box component="li" data-testid="audit-entry" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 'bold', wordBreak: 'break-word' }}>
        {entry.operation} · {place}
        {entry.documentId && <> · {path ? <RouterLink to={path}>{entry.documentId}</RouterLink> : entry.documentId}</>}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-word' }}>
        <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time> by {entry.actor.label ?? entry.actor.kind}
      </Typography>
      <AuditChanges changes={entry.changes} />
    </Box>
  );
}

/** The audit trail for admins: who changed what and when, filtered by person, collection, record, operation and time, page by page. */
export default function AuditScreen({ schema }: { schema: Schema }) {
  const { permissions } = usePermissions<string[]>();
  const isAdmin = permissions?.includes('admin');
  const [params, update] = useAddress();
  const [result, setResult] = useState<{ page?: Page; error?: string }>({});
  const [people, setPeople] = useState<{ id: string; email: string; name?: string | null }[]>([]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = query({ ...Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined])), limit: PAGE_SIZE, page });

  useEffect(() => {
    if (!isAdmin) return;
    api<{ docs: { id: string; email: string; name?: string | null }[] }>(`/api/users?${query({ limit: 500, depth: 0, sort: 'email' })}`)
      .then(({ docs }) => setPeople(docs), () => setPeople([]));
  }, [isAdmin]);
  useEffect(() => {
    if (!isAdmin) return undefined;
    // Answers to filters the screen has since left are dropped: the last one asked is the one shown.
    let current = true;
    setResult((previous) => ({ page: previous.page }));
    api<Page>(`/api/audit?${asked}`).then(
      (answer) => current && setResult({ page: answer }),
      (error: Error) => current && setResult({ error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [asked, isAdmin]);

  if (permissions && !isAdmin) return <Card sx={{ mt: 2 }}><Title title="Audit trail" /><CardContent><Typography>Only admins read the audit trail.</Typography></CardContent></Card>;
  const goTo = (target: number) => update((next) => {
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return next;
  });
  const shown = result.page;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Audit trail" />
      <CardContent>
        <Filters schema={schema} people={people} params={params} update={update} />
        {result.error && <Alert severity="error">{result.error}</Alert>}
        <Box aria-live="polite" aria-busy={!result.page && !result.error}>
          {shown && (
            <Typography data-testid="audit-count" sx={{ mb: 1 }}>
              {shown.totalDocs === 0 ? 'No entries match these filters.' : `${shown.totalDocs} ${shown.totalDocs === 1 ? 'entry' : 'entries'}, page ${shown.page} of ${shown.totalPages}`}
            </Typography>
          )}
        </Box>
        {shown && shown.docs.length > 0 && (
          <Box component="ol" aria-label="Audit entries" sx={{ p: 0, m: 0 }}>
            {shown.docs.map((entry) => <EntryItem key={entry.id} schema={schema} entry={entry} />)}
          </Box>
        )}
        {shown && shown.totalPages > 1 && (
          <Box component="nav" aria-label="Pages of the audit trail" sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button disabled={!shown.hasPrevPage} onClick={() => goTo(page - 1)}>Newer entries</Button>
            <Button disabled={!shown.hasNextPage} onClick={() => goTo(page + 1)}>Older entries</Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
