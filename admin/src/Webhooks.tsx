import {
  Alert, Box, Button, Card, CardContent, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl,
  FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type HttpError, Title, useNotify, usePermissions } from 'react-admin';
import { api, query } from './api';

export interface Endpoint {
  id: string; url: string; description: string | null; events: string[]; enabled: boolean;
  disabledReason: string | null; failingSince: string | null; createdAt: string; updatedAt: string;
}
export interface Attempt { at: string; statusCode: number | null; durationMs: number; responseExcerpt: string | null; error: string | null }
export interface Delivery {
  id: number; eventId: string; eventType: string; payload: Record<string, unknown>; status: 'pending' | 'delivered' | 'failed';
  attempts: number; nextAttemptAt: string | null; deliveredAt: string | null; lastStatus: number | null; lastError: string | null;
  createdAt: string; attemptLog: Attempt[];
}

/** Deliveries read per page of the log ("Load more" reads the next, older ones). */
const PAGE = 20;
/** How often an open log is read again while one of its deliveries is pending. */
const POLL_MS = 2000;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');
const failure = (error: unknown) => String((error as Error).message);

/** A secret the service shows once (at creation and on rotation), with a way to copy it. */
function SecretShown({ shown, onClose }: { shown: { url: string; secret: string }; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const shownAt = useRef<HTMLDivElement>(null);
  // Shown at the top of the page: brought into view, whichever button asked for it.
  useEffect(() => {
    shownAt.current?.scrollIntoView({ block: 'nearest' });
  }, [shown.secret]);
  const copy = () => navigator.clipboard?.writeText(shown.secret).then(() => setCopied(true), () => {});
  return (
    <Alert ref={shownAt} severity="warning" sx={{ mb: 2, '& code': { wordBreak: 'break-all' } }} data-testid="webhook-secret" onClose={onClose}
      action={<Button color="inherit" size="small" onClick={copy}>{copied ? 'Copied' : 'Copy the secret'}</Button>}>
      Signing secret of {shown.url}: copy it now, it is not shown again.
      <Box component="code" sx={{ display: 'block', mt: 1 }}>{shown.secret}</Box>
    </Alert>
  );
}

/** Registers an endpoint: URL, a checkbox per event type, description; server field errors on their fields. */
function AddEndpoint({ eventTypes, onCreated }: { eventTypes: string[]; onCreated: (answer: { doc: Endpoint; secret: string }) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSaving(true);
    try {
      const answer = await api<{ doc: Endpoint; secret: string; message: string }>('/api/webhooks', {
        method: 'POST', json: { url, events, ...(description ? { description } : {}), enabled },
      });
      onCreated(answer);
      setUrl('');
      setEvents([]);
      setDescription('');
      setEnabled(true);
    } catch (error) {
      // "events.0" (an unknown type) belongs to the events too.
      const fields: Record<string, string> = {};
      for (const [field, message] of Object.entries((error as HttpError).body?.errors ?? {})) fields[field.split('.')[0]!] ??= String(message);
      setErrors(fields);
      notify(failure(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const toggle = (type: string, checked: boolean) => setEvents(checked ? [...events, type] : events.filter((chosen) => chosen !== type));
  return (
    <form onSubmit={submit} aria-label="Add a webhook endpoint" style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <Typography variant="h6" component="h2">Add an endpoint</Typography>
      <TextField label="URL" value={url} onChange={(event) => setUrl(event.target.value)} required inputMode="url" autoComplete="off"
        error={!!errors.url} helperText={errors.url ?? 'http or https; each delivery is signed (Standard Webhooks)'} />
      <FormControl component="fieldset" error={!!errors.events} required>
        <FormLabel component="legend">Events</FormLabel>
        <FormGroup row>
          {eventTypes.map((type) => (
            <FormControlLabel key={type} label={type} control={<Checkbox checked={events.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />} />
          ))}
        </FormGroup>
        {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
      </FormControl>
      <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)}
        error={!!errors.description} helperText={errors.description ?? 'Optional: what the receiver does with it'} />
      <FormControlLabel label="Enabled" control={<Checkbox checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />} />
      <Box><Button type="submit" variant="contained" disabled={saving}>Add the endpoint</Button></Box>
    </form>
  );
}

function AttemptsTable({ delivery }: { delivery: Delivery }) {
  if (delivery.attemptLog.length === 0) return <Typography variant="body2">No attempt yet{delivery.nextAttemptAt ? `; next at ${when(delivery.nextAttemptAt)}` : ''}.</Typography>;
  return (
    <Table size="small" aria-label={`Attempts of delivery ${delivery.id}`}>
      <TableHead>
        <TableRow><TableCell>Time</TableCell><TableCell>Status</TableCell><TableCell>Duration</TableCell><TableCell>Response</TableCell></TableRow>
      </TableHead>
      <TableBody>
        {delivery.attemptLog.map((attempt, index) => (
          <TableRow key={index}>
            <TableCell><time dateTime={attempt.at}>{when(attempt.at)}</time></TableCell>
            <TableCell>{attempt.statusCode ?? 'no answer'}</TableCell>
            <TableCell>{attempt.durationMs} ms</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{attempt.error ?? attempt.responseExcerpt ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One endpoint's deliveries, newest first, each with its attempts; redelivery; older ones by "Load more". */
function DeliveryLog({ endpoint, onClose }: { endpoint: Endpoint; onClose: () => void }) {
  const [deliveries, setDeliveries] = useState<Delivery[]>();
  const [status, setStatus] = useState('');
  const [more, setMore] = useState(false);
  const notify = useNotify();
  const shown = useRef(0);
  /** As for the endpoints: an answer is shown only if no read (a poll, a filter, a redelivery's) started after it. */
  const version = useRef(0);
  const base = `/api/webhooks/${encodeURIComponent(endpoint.id)}/deliveries`;
  /** Reads the log again from the newest, as many as are shown (at least a page). */
  const reload = async () => {
    const asked = ++version.current;
    const limit = Math.min(200, Math.max(PAGE, shown.current));
    const { docs } = await api<{ docs: Delivery[] }>(`${base}?${query({ status, limit })}`);
    if (asked !== version.current) return;
    shown.current = docs.length;
    setDeliveries(docs);
    setMore(docs.length === limit);
  };
  const loadMore = async () => {
    const last = deliveries?.[deliveries.length - 1];
    if (!last) return;
    const asked = ++version.current;
    // A poll that starts meanwhile reads as many as this will show (and this answer then yields to it).
    shown.current = (deliveries?.length ?? 0) + PAGE;
    try {
      const { docs } = await api<{ docs: Delivery[] }>(`${base}?${query({ status, limit: PAGE, before: last.id })}`);
      if (asked !== version.current) return;
      const all = [...(deliveries ?? []), ...docs];
      shown.current = all.length;
      setDeliveries(all);
      setMore(docs.length === PAGE);
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
  };
  useEffect(() => {
    shown.current = 0;
    setDeliveries(undefined);
    reload().catch((error) => notify(failure(error), { type: 'error' }));
  }, [endpoint.id, status]);
  const pending = deliveries?.some((delivery) => delivery.status === 'pending');
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => void reload().catch(() => {}), POLL_MS);
    return () => clearInterval(timer);
  }, [pending, endpoint.id, status]);
  const redeliver = async (delivery: Delivery) => {
    try {
      const answer = await api<{ message: string }>(`${base}/${delivery.id}/redeliver`, { method: 'POST' });
      notify(answer.message, { type: 'success' });
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
    await reload().catch(() => {});
  };
  return (
    <section aria-label={`Delivery log of ${endpoint.url}`} data-testid="delivery-log" style={{ marginTop: 24 }}>
      <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>Deliveries to {endpoint.url}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <TextField select size="small" label="Status" value={status || 'all'} onChange={(event) => setStatus(event.target.value === 'all' ? '' : event.target.value)}
          fullWidth={false} sx={{ minWidth: 160 }}>
          <MenuItem value="all">all</MenuItem>
          <MenuItem value="pending">pending</MenuItem>
          <MenuItem value="delivered">delivered</MenuItem>
          <MenuItem value="failed">failed</MenuItem>
        </TextField>
        <Button onClick={() => void reload().catch((error) => notify(failure(error), { type: 'error' }))}>Refresh</Button>
        <Button onClick={onClose}>Close the log</Button>
      </Box>
      {deliveries === undefined ? <Typography>…</Typography> : deliveries.length === 0 ? <Typography>No deliveries{status ? ` ${status}` : ''} yet.</Typography> : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Deliveries to ${endpoint.url}`}>
            <TableHead>
              <TableRow>
                <TableCell>Created</TableCell><TableCell>Event</TableCell><TableCell>Status</TableCell><TableCell>Attempts</TableCell>
                <TableCell>Last answer</TableCell><TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.map((delivery) => [
                <TableRow key={delivery.id} data-testid={`delivery-row-${delivery.id}`} sx={{ '& > td': { borderBottom: 'none' } }}>
                  <TableCell><time dateTime={delivery.createdAt}>{when(delivery.createdAt)}</time></TableCell>
                  <TableCell>{delivery.eventType}<Typography variant="caption" component="div">{delivery.eventId}</Typography></TableCell>
                  <TableCell>
                    {delivery.status}
                    {delivery.status === 'delivered' && delivery.deliveredAt ? ` at ${when(delivery.deliveredAt)}` : ''}
                    {delivery.status === 'pending' && delivery.nextAttemptAt ? `, next attempt at ${when(delivery.nextAttemptAt)}` : ''}
                  </TableCell>
                  <TableCell>{delivery.attempts}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{[delivery.lastStatus, delivery.lastError].filter((part) => part !== null).join(': ') || '—'}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => redeliver(delivery)} aria-label={`Redeliver ${delivery.eventType} delivery ${delivery.id}`}>Redeliver</Button>
                  </TableCell>
                </TableRow>,
                <TableRow key={`${delivery.id}-attempts`}>
                  <TableCell colSpan={6} sx={{ pl: 4 }}>
                    <AttemptsTable delivery={delivery} />
                    <details>
                      <summary>Payload</summary>
                      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>{JSON.stringify(delivery.payload, null, 2)}</Box>
                    </details>
                  </TableCell>
                </TableRow>,
              ])}
            </TableBody>
          </Table>
        </Box>
      )}
      {more && <Button sx={{ mt: 1 }} onClick={loadMore}>Load more</Button>}
    </section>
  );
}

interface Confirmation { title: string; text: string; action: string; run: () => Promise<void> }

/** Outgoing webhooks, for admins: endpoints with their state, added, enabled or disabled, re-keyed, deleted; each one's delivery log. */
export default function Webhooks() {
  const { permissions } = usePermissions<string[]>();
  const [endpoints, setEndpoints] = useState<Endpoint[]>();
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [secret, setSecret] = useState<{ url: string; secret: string }>();
  const [logOf, setLogOf] = useState<string>();
  const [confirm, setConfirm] = useState<Confirmation>();
  const [listError, setListError] = useState<string>();
  const notify = useNotify();
  /**
   * Every read of the list and every change the page makes takes the next number. A read's answer is shown
   * only if nothing newer happened since it was asked, so a read that started before a change can never
   * put the endpoint back as it was before that change; and a change shows the endpoint its own answer
   * returned, without waiting for a read at all.
   */
  const version = useRef(0);
  const load = async () => {
    const asked = ++version.current;
    try {
      const { docs } = await api<{ docs: Endpoint[] }>('/api/webhooks');
      if (asked !== version.current) return;
      setEndpoints(docs);
      setListError(undefined);
    } catch (error) {
      // Said, not swallowed: the rows shown may be out of date.
      if (asked === version.current) setListError(failure(error));
    }
  };
  const changed = (doc: Endpoint) => {
    version.current += 1;
    setEndpoints((list) => list?.map((endpoint) => (endpoint.id === doc.id ? doc : endpoint)));
  };
  const removed = (id: string) => {
    version.current += 1;
    setEndpoints((list) => list?.filter((endpoint) => endpoint.id !== id));
  };
  useEffect(() => {
    void load();
    api<{ docs: string[] }>('/api/webhooks/event-types').then(({ docs }) => setEventTypes(docs), () => {});
  }, []);
  if (permissions && !permissions.includes('admin')) return <Card sx={{ mt: 2 }}><Title title="Webhooks" /><CardContent><Typography>Only admins manage webhooks.</Typography></CardContent></Card>;

  const act = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      notify(failure(error), { type: 'error' });
    }
    // Read again for what the delivery worker changed meanwhile (a failure streak, a disabling).
    await load();
  };
  const setEnabled = (endpoint: Endpoint, enabled: boolean) => act(async () => {
    const { doc } = await api<{ doc: Endpoint }>(`/api/webhooks/${encodeURIComponent(endpoint.id)}`, { method: 'PATCH', json: { enabled } });
    changed(doc);
    notify(`${endpoint.url} ${enabled ? 'enabled' : 'disabled'}`);
  });
  const rotate = (endpoint: Endpoint) => setConfirm({
    title: 'Rotate the signing secret?', action: 'Rotate the secret',
    text: `${endpoint.url} gets a new secret at once. For 24 hours deliveries are signed with both the old and the new one; give the receiver the new secret within that time.`,
    run: () => act(async () => {
      const answer = await api<{ doc: Endpoint; secret: string }>(`/api/webhooks/${encodeURIComponent(endpoint.id)}/rotate-secret`, { method: 'POST' });
      changed(answer.doc);
      setSecret({ url: endpoint.url, secret: answer.secret });
    }),
  });
  const remove = (endpoint: Endpoint) => setConfirm({
    title: 'Delete the endpoint?', action: 'Delete',
    text: `${endpoint.url} and its delivery log are deleted; nothing more is sent to it.`,
    run: () => act(async () => {
      const answer = await api<{ message: string }>(`/api/webhooks/${encodeURIComponent(endpoint.id)}`, { method: 'DELETE' });
      removed(endpoint.id);
      notify(answer.message);
      if (logOf === endpoint.id) setLogOf(undefined);
    }),
  });
  const shownLog = endpoints?.find((endpoint) => endpoint.id === logOf);

  return (
    // inline-size containment: the wide tables scroll inside the card instead of widening the page on a phone.
    <Card sx={{ mt: 2, contain: 'inline-size' }}>
      <Title title="Webhooks" />
      <CardContent>
        {secret && <SecretShown shown={secret} onClose={() => setSecret(undefined)} />}
        <Typography variant="h6" component="h2">Endpoints</Typography>
        {listError && (
          <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => void load()}>Read again</Button>}>
            The endpoints could not be read ({listError}); what is shown may be out of date.
          </Alert>
        )}
        {endpoints === undefined ? <Typography>…</Typography> : endpoints.length === 0 ? <Typography sx={{ mb: 2 }}>No webhook endpoints yet.</Typography> : (
          <Box sx={{ overflowX: 'auto', mb: 3 }}>
            <Table size="small" aria-label="Webhook endpoints">
              <TableHead>
                <TableRow><TableCell>URL</TableCell><TableCell>Events</TableCell><TableCell>State</TableCell><TableCell>Actions</TableCell></TableRow>
              </TableHead>
              <TableBody>
                {endpoints.map((endpoint) => (
                  <TableRow key={endpoint.id} selected={endpoint.id === logOf}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      {endpoint.url}
                      {endpoint.description && <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'normal' }}>{endpoint.description}</Typography>}
                    </TableCell>
                    <TableCell>{endpoint.events.join(', ')}</TableCell>
                    <TableCell data-testid="endpoint-state">
                      <FormControlLabel
                        label={endpoint.enabled ? 'Enabled' : `Disabled: ${endpoint.disabledReason ?? 'no reason given'}`}
                        control={<Switch checked={endpoint.enabled} onChange={(event) => setEnabled(endpoint, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `Enabled: ${endpoint.url}` } }} />}
                        sx={endpoint.enabled ? undefined : { '& .MuiFormControlLabel-label': { color: 'error.main', fontWeight: 'bold' } }}
                      />
                      {endpoint.failingSince && <Typography variant="body2" color="error">failing since {when(endpoint.failingSince)}</Typography>}
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                        <Button size="small" onClick={() => setLogOf(endpoint.id)} aria-label={`Deliveries of ${endpoint.url}`}>Deliveries</Button>
                        <Button size="small" onClick={() => rotate(endpoint)} aria-label={`Rotate the secret of ${endpoint.url}`}>Rotate secret</Button>
                        <Button size="small" color="error" onClick={() => remove(endpoint)} aria-label={`Delete ${endpoint.url}`}>Delete</Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <AddEndpoint eventTypes={eventTypes} onCreated={(answer) => {
          setSecret({ url: answer.doc.url, secret: answer.secret });
          void load();
        }} />
        {shownLog && <DeliveryLog key={shownLog.id} endpoint={shownLog} onClose={() => setLogOf(undefined)} />}
      </CardContent>
      <Dialog open={!!confirm} onClose={() => setConfirm(undefined)} aria-labelledby="webhook-confirm-title">
        <DialogTitle id="webhook-confirm-title">{confirm?.title}</DialogTitle>
        <DialogContent><DialogContentText sx={{ wordBreak: 'break-word' }}>{confirm?.text}</DialogContentText></DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(undefined)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => {
            const run = confirm?.run;
            setConfirm(undefined);
            void run?.();
          }}>{confirm?.action}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
