import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { type DragEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { Title, useNotify, useRedirect } from 'react-admin';
import { type MediaDoc, uploadMedia } from './media';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/**
 * Upload one image, dropped on the zone or chosen with the file chooser, asking for its alternative text
 * (or, for a purely decorative image, saying there is none). `onUploaded` gets the record.
 */
export function UploadZone({ onUploaded, inputId, compact = false }: { onUploaded: (doc: MediaDoc) => void; inputId?: string; compact?: boolean }) {
  const ownId = useId();
  const fileId = inputId ?? `${ownId}-file`;
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // A new file input after a cancel or an upload: the same file can then be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const notify = useNotify();

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setError(undefined);
    setFile(chosen);
    if (!chosen) {
      setPreview(undefined);
      setInputKey((key) => key + 1);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files[0]);
  };
  const missingAlt = !decorative && alt.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || missingAlt) return;
    setBusy(true);
    setError(undefined);
    try {
      const doc = await uploadMedia(file, decorative ? '' : alt.trim());
      notify('Image uploaded', { type: 'success' });
      choose(undefined);
      setAlt('');
      setDecorative(false);
      onUploaded(doc);
    } catch (failure) {
      setError(String((failure as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Upload an image">
      <Box
        data-testid="media-drop-zone"
        onDragOver={(event) => { event.preventDefault(); setOver(true); }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2, borderStyle: 'dashed', borderRadius: 2, p: compact ? 2 : 3, mb: 2, textAlign: 'center',
          borderColor: over ? 'primary.main' : 'text.secondary', bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <Typography>Drop a PNG, JPEG, GIF, WebP or AVIF image here, or</Typography>
        <label htmlFor={fileId}>
          <Typography component="span" sx={{ textDecoration: 'underline', cursor: 'pointer' }}>choose a file</Typography>
        </label>
        <input key={inputKey} id={fileId} name="file" type="file" accept={ACCEPT}
          onChange={(event) => choose(event.target.files?.[0])} style={{ display: 'block', margin: '8px auto', maxWidth: '100%' }} />
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, flexWrap: 'wrap', mt: 1 }}>
            {preview && <img src={preview} alt="" style={{ maxWidth: 120, maxHeight: 90, objectFit: 'contain' }} />}
            <Typography data-testid="chosen-file">{file.name} ({Math.ceil(file.size / 1024)} KB)</Typography>
          </Box>
        )}
      </Box>
      {/* Asked once a file is chosen: what it shows, before it is uploaded. */}
      {file && (
        <>
          <TextField
            label="Alternative text" value={alt} onChange={(event) => setAlt(event.target.value)} fullWidth sx={{ mb: 1 }}
            disabled={decorative} required={!decorative} autoFocus
            helperText="What the image shows, for people who cannot see it (change it later on the image's page)"
          />
          <FormControlLabel sx={{ mb: 1 }} control={<Checkbox checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />}
            label="Decorative image (nothing to describe)" />
        </>
      )}
      {error && <Typography role="alert" color="error" sx={{ mb: 1 }}>{error}</Typography>}
      {file && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={missingAlt || busy}>{busy ? 'Uploading…' : 'Upload'}</Button>
          <Button onClick={() => choose(undefined)} disabled={busy}>Cancel</Button>
        </Box>
      )}
    </Box>
  );
}

/** The media collection's create page: upload, then the new record's page. */
export default function MediaUpload() {
  const redirect = useRedirect();
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="Upload an image" />
      <CardContent>
        <UploadZone inputId="media-file" onUploaded={(doc) => redirect('edit', 'media', doc.id)} />
      </CardContent>
    </Card>
  );
}
