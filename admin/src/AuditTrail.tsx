import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { api, query } from './api';
import AuditChanges, { type Changes } from './AuditChanges';

interface Entry { id: string; at: string; actor: { label: string }; operation: string; changes: Changes }

/** The record's history from GET /api/audit (admins only), each change with its values before and after. */
export default function AuditTrail({ collection, id }: { collection: string; id: string }) {
  const { permissions } = usePermissions<string[]>();
  const [entries, setEntries] = useState<Entry[]>();
  const isAdmin = permissions?.includes('admin');
  useEffect(() => {
    if (isAdmin) api(`/api/audit?${query({ collection, id, limit: 20 })}`).then((page) => setEntries(page.docs), () => setEntries([]));
  }, [collection, id, isAdmin]);
  if (!isAdmin || !entries) return null;
  return (
    <section aria-label="History" style={{ marginTop: 16 }}>
      <Typography variant="h6" component="h2">History</Typography>
      <ul style={{ paddingLeft: 16 }}>
        {entries.map((entry) => (
          <li key={entry.id} style={{ marginBottom: 8 }}>
            {new Date(entry.at).toLocaleString()}: {entry.operation} by {entry.actor.label}
            <details>
              <summary>Values changed</summary>
              <AuditChanges changes={entry.changes} stacked />
            </details>
          </li>
        ))}
      </ul>
      <RouterLink to={`/audit?${query({ collection, id })}`}>Every change of this record in the audit trail</RouterLink>
    </section>
  );
}
