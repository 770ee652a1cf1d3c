import { Box, Button, ButtonBase, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { MediaGrid } from './MediaGrid';
import { UploadZone } from './MediaUpload';
import type { MediaDoc } from './media';

/**
 * Picks an image from the library (searched by alt text or file name) or uploads a new one, which is then
 * picked at once (Payload's "choose from existing" and "create new" in one dialog).
 */
export default function MediaPickerDialog({ title, open, selectedId, canUpload, onPick, onClose }: {
  title: string; open: boolean; selectedId?: string; canUpload: boolean; onPick: (doc: MediaDoc) => void; onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {canUpload && (
          uploading
            ? <Box sx={{ mb: 2 }}><UploadZone compact onUploaded={onPick} /></Box>
            : <Button sx={{ mb: 2 }} variant="outlined" onClick={() => setUploading(true)}>Upload a new image</Button>
        )}
        <MediaGrid
          search={search} onSearch={(q) => { setSearch(q); setPage(1); }} page={page} onPage={setPage} selectedId={selectedId}
          wrap={(doc, tile) => (
            <ButtonBase onClick={() => onPick(doc)} aria-pressed={doc.id === selectedId} sx={{ display: 'block', width: '100%', height: '100%', textAlign: 'left', borderRadius: 1 }}
              focusRipple>
              {tile}
            </ButtonBase>
          )}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>Choose an image to use it here.</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
