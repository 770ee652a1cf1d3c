import { Box, Button, Chip, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { Confirm, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { api, query } from './api';
import AuditChanges from './AuditChanges';
import { formatMoment, publicationFieldOf } from './publication';
import { type CollectionSchema, type GlobalSchema, isSyncedRecord } from './schema';

/** A version as GET /api/{collection}/versions answers it (Payload's fields, and who and what). */
interface Version {
  id: string;
  createdAt: string;
  latest: boolean;
  operation: string;
  author: { kind: string; label: string | null };
  changes: Record<string, unknown>;
}

const SHOWN = 20;

/** What a version was, in an editor's words: publishing and scheduling named as such. */
function describe(version: Version, statusField: string | undefined): string {
  const status = statusField ? version.changes[statusField] : undefined;
  const [before, after] = Array.isArray(status) ? status : [];
  if (version.author.kind === 'scheduler' && after === 'published') return 'Published on schedule';
  if (version.operation === 'restore') return 'Restored an earlier version';
  if (version.operation === 'create') return 'Created';
  if (version.operation === 'sync') return 'Synced from the commerce backend';
  if (version.operation === 'counters') {
    // counters entries name each variant's figure: variants.<id>.maxOrders (a cap), .currentOrders (orders)
    const names = Object.keys(version.changes);
    const caps = names.some((name) => name.endsWith('.maxOrders'));
    const orders = names.some((name) => !name.endsWith('.maxOrders'));
    return caps && orders ? 'Orders and caps changed' : caps ? 'Caps changed' : 'Orders counted';
  }
  if (after === 'published') return 'Published';
  if (before === 'published') return 'Unpublished';
  const schedule = version.changes.publishAt;
  if (Array.isArray(schedule)) return schedule[1] ? 'Scheduled' : 'Schedule cancelled';
  return 'Saved';
}

const authorOf = (version: Version) => version.author.label ?? (version.author.kind === 'anonymous' ? 'someone (open mode)' : version.author.kind);

/** A record of a collection, or a global (one record of its own). */
export type HistorySubject = { collection: CollectionSchema; id: string } | { global: GlobalSchema };

/** Where a subject's versions are (Payload's routes), and its entries in the audit trail. */
function where(subject: HistorySubject) {
  if ('global' in subject) {
    const { global } = subject;
    return { schema: global, versionsPath: `/api/globals/${global.slug}/versions`, listQuery: {}, auditQuery: { collection: `globals/${global.slug}` } };
  }
  const { collection, id } = subject;
  return { schema: collection, versionsPath: `/api/${collection.slug}/versions`, listQuery: { 'where[parent][equals]': id }, auditQuery: { collection: collection.slug, id } };
}

/**
 * A record's history from Payload's versions routes (GET /api/{collection}/versions, built from the audit
 * trail): each version with who made it, when, and each field it changed with its values before and after;
 * an earlier version is restored whole after a confirmation (POST /api/{collection}/versions/{id}), which
 * the service audits as a restore, so it shows here as the newest version.
 */
export default function HistoryPanel(props: HistorySubject) {
  const { versionsPath, listQuery, auditQuery, schema } = where(props);
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  const [versions, setVersions] = useState<Version[]>();
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState<string>();
  const [confirming, setConfirming] = useState<Version>();
  const [restoring, setRestoring] = useState(false);
  const statusField = 'global' in props ? undefined : publicationFieldOf(props.collection);
  const labels = new Map(schema.fields.map((field) => [field.name, field.label]));
  const listed = query({ ...listQuery, sort: '-createdAt', limit: SHOWN });

  const load = useCallback(() => {
    api(`${versionsPath}?${listed}`)
      .then((page) => { setVersions(page.docs); setTotal(page.totalDocs); setFailed(undefined); }, (error: Error) => setFailed(error.message));
  }, [versionsPath, listed]);
  // again whenever the record changes (a save, a restore, a scheduled publication seen on refresh)
  useEffect(load, [load, record?.updatedAt]);

  const restore = async () => {
    if (!confirming) return;
    setRestoring(true);
    try {
      await api(`${versionsPath}/${confirming.id}`, { method: 'POST' });
      notify(`Restored the version of ${formatMoment(confirming.createdAt)}.`, { type: 'info' });
      setConfirming(undefined);
      refresh();
      load();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The version could not be restored.', { type: 'error' });
    } finally {
      setRestoring(false);
    }
  };

  const labelled = (changes: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(changes).map(([name, pair]) => [labels.get(name) ?? name, pair]));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }} data-testid="history">
      <Typography id={headingId} variant="h6" component="h2">History</Typography>
      {failed && <Typography color="error" role="alert">The history could not be read: {failed}</Typography>}
      {versions && versions.length === 0 && <Typography variant="body2">No versions yet.</Typography>}
      <Box component="ol" sx={{ pl: 0, listStyle: 'none', m: 0 }}>
        {versions?.map((version) => (
          <Box component="li" key={version.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }} data-version={version.id}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
              <Typography component="span" variant="subtitle2">{describe(version, statusField)}</Typography>
              {version.latest && <Chip size="small" label="Current" variant="outlined" />}
            </Box>
            <Typography variant="body2" color="text.secondary">
              by {authorOf(version)}, <time dateTime={version.createdAt}>{formatMoment(version.createdAt)}</time>
            </Typography>
            <details>
              <summary>What changed</summary>
              <AuditChanges changes={labelled(version.changes)} stacked />
            </details>
            {!version.latest && schema.access.update && (
              <Button size="small" onClick={() => setConfirming(version)}>
                Restore<Box component="span" sx={visuallyHidden}> the version of {formatMoment(version.createdAt)}</Box>
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {versions && total > versions.length && <Typography variant="body2" sx={{ mt: 1 }}>The {SHOWN} latest of {total} versions.</Typography>}
      {permissions?.includes('admin') && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <RouterLink to={`/audit?${query(auditQuery)}`}>Every change of this record in the audit trail</RouterLink>
        </Typography>
      )}
      <Confirm
        isOpen={confirming !== undefined}
        loading={restoring}
        title="Restore this version?"
        content={confirming ? `${isSyncedRecord(record) ? 'Every field of yours (not those synced from the commerce backend, which stay as its last sync left them)' : 'Every field'} goes back to how it was on ${formatMoment(confirming.createdAt)}, by ${authorOf(confirming)}. Unsaved changes in the form are lost. The restore is kept in the history, so it can be undone the same way.` : ''}
        confirm="Restore"
        onConfirm={restore}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, p: 0, m: '-1px',
} as const;
