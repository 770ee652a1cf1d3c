import { Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { type DragEvent, type FormEvent, useState } from 'react';
import { Title, useNotify, useRedirect } from 'react-admin';
import { api } from './api';

/** Upload an image (picked or dropped) as a media record: POST /api/media as multipart/form-data. */
export default function MediaUpload() {
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('alt', alt);
      form.append('file', file, file.name);
      const { doc } = await api('/api/media', { method: 'POST', body: form });
      notify('Image uploaded', { type: 'success' });
      redirect('edit', 'media', doc.id);
    } catch (error) {
      notify(String((error as Error).message), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="Upload an image" />
      <CardContent component="form" onSubmit={submit} aria-label="Upload an image">
        <div
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          style={{ border: '2px dashed #767676', borderRadius: 8, padding: 24, textAlign: 'center', marginBottom: 16 }}
        >
          <Typography>Drop a PNG, JPEG, GIF, WebP or AVIF image here, or</Typography>
          <label htmlFor="media-file">
            <Typography component="span" sx={{ textDecoration: 'underline', cursor: 'pointer' }}>choose a file</Typography>
          </label>
          <input id="media-file" name="file" type="file" accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
            onChange={(event) => setFile(event.target.files?.[0])} style={{ display: 'block', margin: '8px auto' }} />
          {file && <Typography data-testid="chosen-file">{file.name} ({Math.ceil(file.size / 1024)} KB)</Typography>}
        </div>
        <TextField label="Alternative text" value={alt} onChange={(event) => setAlt(event.target.value)} fullWidth sx={{ mb: 2 }} />
        <Button type="submit" variant="contained" disabled={!file || busy}>Upload</Button>
      </CardContent>
    </Card>
  );
}
