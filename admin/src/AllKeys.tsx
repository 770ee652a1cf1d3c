import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { api, query } from './api';
import { type ApiKey, RevokeConfirm } from './MyKeys';

/** Every user's API keys, for admins: who owns each, its role and last use, and a way to revoke it. */
export default function AllKeys() {
  const [keys, setKeys] = useState<ApiKey[]>();
  const [owners, setOwners] = useState<Record<string, string>>({});
  const notify = useNotify();
  /** The key whose revocation waits for a yes. */
  const [revoking, setRevoking] = useState<ApiKey>();
  const [busy, setBusy] = useState(false);
  const load = async () => {
    const { docs } = await api<{ docs: ApiKey[] }>('/api/api-keys');
    setKeys(docs);
    const ids = [...new Set(docs.map((key) => key.user))];
    if (ids.length === 0) return;
    const users = await api(`/api/users?${query({ 'where[id][in]': ids.join(','), limit: ids.length, depth: 0 })}`);
    setOwners(Object.fromEntries(users.docs.map((user: { id: string; email: string }) => [user.id, user.email])));
  };
  useEffect(() => void load().catch((error) => notify(String(error.message), { type: 'error' })), []);
  const revoke = async (key: ApiKey) => {
    setBusy(true);
    await api(`/api/api-keys/${key.id}`, { method: 'DELETE' }).then(
      () => notify(`Key "${key.name}" of ${owners[key.user] ?? key.user} revoked`),
      (error) => notify(String(error.message), { type: 'error' }),
    );
    setBusy(false);
    setRevoking(undefined);
    await load().catch(() => {});
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="API keys of every user" />
      <CardContent sx={{ overflowX: 'auto' }}>
        {keys === undefined ? <Typography>…</Typography> : keys.length === 0 ? <Typography>No API keys.</Typography> : (
          <Table size="small" aria-label="API keys of every user">
            <TableHead>
              <TableRow><TableCell>Owner</TableCell><TableCell>Name</TableCell><TableCell>Role</TableCell><TableCell>Last used</TableCell><TableCell>Actions</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>{owners[key.user] ?? key.user}</TableCell>
                  <TableCell>{key.name} ({key.prefix}…)</TableCell>
                  <TableCell>{key.role ?? 'owner\'s role'}</TableCell>
                  <TableCell>{key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString() : 'never'}</TableCell>
                  <TableCell>
                    <Button size="small" color="error" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name} of ${owners[key.user] ?? key.user}`}>Revoke</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <RevokeConfirm revoking={revoking} busy={busy} owner={revoking ? owners[revoking.user] ?? revoking.user : null} onConfirm={revoke} onClose={() => setRevoking(undefined)} />
      </CardContent>
    </Card>
  );
}
