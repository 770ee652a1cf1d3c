import { Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { Confirm, Title, useGetIdentity, useNotify, usePermissions } from 'react-admin';
import { api } from './api';

export interface ApiKey { id: string; name: string; prefix: string; role: string | null; user: string; createdAt: string; lastUsedAt: string | null }
const ORDER = ['viewer', 'editor', 'admin'];

/** The signed-in user's personal API keys: created (shown once), listed with their last use, revoked. */
export default function MyKeys() {
  const { permissions } = usePermissions<string[]>();
  const [keys, setKeys] = useState<ApiKey[]>([]);
  const [name, setName] = useState('');
  const [role, setRole] = useState('viewer');
  const [shown, setShown] = useState<string>();
  /** The key whose revocation waits for a yes. */
  const [revoking, setRevoking] = useState<ApiKey>();
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const { identity } = useGetIdentity();
  // Named: without ?user= an admin would be answered every user's keys (the API keys page shows those).
  const load = () => void (identity && api(`/api/api-keys?user=${encodeURIComponent(String(identity.id))}`).then((page) => setKeys(page.docs), () => {}));
  useEffect(load, [identity?.id]);
  const top = Math.max(...(permissions ?? []).map((r) => ORDER.indexOf(r)), 0);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await api('/api/api-keys', { method: 'POST', json: { name, role } });
      setShown(answer.key);
      setName('');
      load();
    } catch (error) {
      notify(String((error as Error).message), { type: 'error' });
    }
  };
  const revoke = async (key: ApiKey) => {
    setBusy(true);
    await api(`/api/api-keys/${key.id}`, { method: 'DELETE' }).then(
      () => notify(`Key "${key.name}" revoked`),
      (error) => notify(String(error.message), { type: 'error' }),
    );
    setBusy(false);
    setRevoking(undefined);
    load();
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="My API keys" />
      <CardContent>
        <form onSubmit={create} aria-label="Create an API key" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} required />
          <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value)} sx={{ minWidth: 140 }}>
            {ORDER.slice(0, top + 1).map((r) => <MenuItem key={r} value={r}>{r}</MenuItem>)}
          </TextField>
          <Button type="submit" variant="contained">Create a key</Button>
        </form>
        {shown && <Typography sx={{ mt: 2 }} data-testid="new-key">Copy it now, it is not shown again: <code>{shown}</code></Typography>}
        <ul>
          {keys.map((key) => (
            <li key={key.id}>
              {key.name} ({key.prefix}…, {key.role ?? 'owner\'s role'}), last used {key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString() : 'never'}
              <Button size="small" color="error" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>Revoke</Button>
            </li>
          ))}
        </ul>
        <RevokeConfirm revoking={revoking} busy={busy} owner={null} onConfirm={revoke} onClose={() => setRevoking(undefined)} />
      </CardContent>
    </Card>
  );
}

/** Revoking is for good: asked first, with what stops working. Cancel changes nothing. */
export function RevokeConfirm({ revoking, busy, owner, onConfirm, onClose }: {
  revoking: ApiKey | undefined; busy: boolean; owner: string | null; onConfirm: (key: ApiKey) => void; onClose: () => void;
}) {
  return (
    <Confirm
      isOpen={!!revoking}
      loading={busy}
      title={revoking ? `Revoke the key "${revoking.name}"${owner ? ` of ${owner}` : ''}?` : ''}
      content={revoking ? `Whatever uses ${revoking.prefix}… stops working at once. A revoked key cannot be restored; a new key can be created.` : ''}
      confirm="Revoke the key"
      cancel="Keep the key"
      confirmColor="warning"
      onConfirm={() => revoking && onConfirm(revoking)}
      onClose={onClose}
    />
  );
}
