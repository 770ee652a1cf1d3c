import { Box, Button, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useGetOne, useInput, useResourceDefinition } from 'react-admin';
import { describeSize, type MediaDoc, mediaName, pictureOf } from './media';

const MediaPickerDialog = lazy(() => import('./MediaPickerDialog'));

/** The media record's id in a field's value: a bare id, or `{relationTo: 'media', value}` (loose fields). */
function mediaIdOf(value: unknown, loose: boolean): string | undefined {
  if (!loose) return typeof value === 'string' && value !== '' ? value : undefined;
  if (value && typeof value === 'object' && 'value' in value) {
    const id = (value as { value: unknown }).value;
    if (typeof id === 'string' && id !== '') return id;
    if (id && typeof id === 'object' && 'id' in id) return String((id as { id: unknown }).id);
  }
  return undefined;
}

/** What the picked image looks like: its thumbnail, name and size; a missing record says so. */
function Preview({ id }: { id: string }) {
  const { data, error, isPending } = useGetOne<MediaDoc>('media', { id });
  if (isPending) return <Typography variant="body2">Loading the image…</Typography>;
  if (error || !data) return <Typography variant="body2" color="error">No media record {id}: it was deleted, or you may not read it.</Typography>;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ width: 120, height: 90, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 1 }}>
        <img src={pictureOf(data, 120)} alt="" data-testid="media-picker-preview" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{mediaName(data)}</Typography>
        <Typography variant="caption" color="text.secondary">{describeSize(data)}</Typography>
      </Box>
    </Box>
  );
}

/**
 * A field that names a media record, shown as the image it names: choose one from the library (or upload one)
 * in a dialog, or remove it. `loose` fields (a product's images, a slide's image) may hold the URL of an image
 * hosted elsewhere instead, as `{relationTo: 'media', value}` otherwise; the others hold the bare id.
 */
export function MediaPicker({ source, label, loose = false }: { source: string; label: string; loose?: boolean }) {
  const { field, fieldState } = useInput({ source });
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const { hasCreate } = useResourceDefinition({ resource: 'media' });
  const value = field.value as unknown;
  const isUrl = loose && typeof value === 'string' && value !== '';
  const id = mediaIdOf(value, loose);
  const pick = (doc: MediaDoc) => {
    field.onChange(loose ? { relationTo: 'media', value: doc.id } : doc.id);
    setOpen(false);
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2, maxWidth: 560 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>{label}</Typography>
      {isUrl ? (
        // Not drawn: a URL hosted elsewhere is usually the commerce backend's (shown by the synced fields' view).
        <TextField label={`${label} (URL)`} value={value} onChange={(event) => field.onChange(event.target.value)} size="small" fullWidth />
      ) : id ? <Preview id={id} /> : <Typography variant="body2">No image chosen.</Typography>}
      {fieldState.error?.message && <Typography role="alert" color="error" variant="body2">{fieldState.error.message}</Typography>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={`${id ? 'Change image' : 'Choose image'}: ${label}`}>
          {id ? 'Change image' : 'Choose image'}
        </Button>
        {(id || isUrl) && <Button size="small" onClick={() => field.onChange(null)} aria-label={`Remove image: ${label}`}>Remove image</Button>}
        {loose && !isUrl && <Button size="small" onClick={() => field.onChange('https://')} aria-label={`Use a URL instead: ${label}`}>Use a URL instead</Button>}
      </Box>
      {open && (
        <Suspense fallback={null}>
          <MediaPickerDialog title={`Choose an image: ${label}`} open selectedId={id} canUpload={Boolean(hasCreate)} onPick={pick} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
