import { Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError, Title, useGetIdentity, useLogout, useNotify } from 'react-admin';
import { api } from './api';

/** One's own name and password (PATCH /api/users/me); a new password ends every session. */
export default function MyAccount() {
  const { identity } = useGetIdentity();
  const [name, setName] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const notify = useNotify();
  const logout = useLogout();
  const save = async (event: FormEvent, body: Record<string, string>) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await api('/api/users/me', { method: 'PATCH', json: body });
      notify(answer.message, { type: 'success' });
      if (body.password) void logout();
    } catch (error) {
      setErrors((error as HttpError).body?.errors ?? {});
      notify(String((error as Error).message), { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="My account" />
      <CardContent>
        <Typography>Signed in as {identity?.fullName}</Typography>
        <form aria-label="Change your name" onSubmit={(event) => save(event, { name })} style={{ display: 'flex', gap: 8, marginTop: 16, alignItems: 'center' }}>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="contained">Save the name</Button>
        </form>
        <form aria-label="Change your password" onSubmit={(event) => save(event, { currentPassword, password })} style={{ display: 'grid', gap: 8, marginTop: 24 }}>
          <TextField type="password" label="Current password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)}
            error={!!errors.currentPassword} helperText={errors.currentPassword} required />
          <TextField type="password" label="New password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)}
            error={!!errors.password} helperText={errors.password ?? 'At least 8 characters; every session ends, sign in again'} required />
          <Button type="submit" variant="contained">Change the password</Button>
        </form>
      </CardContent>
    </Card>
  );
}
