import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { describeSize, findMedia, type MediaDoc, mediaName, pictureOf } from './media';

/** One image of the grid: its thumbnail, its name and size. The link or button around it carries the name. */
function Tile({ doc, selected }: { doc: MediaDoc; selected?: boolean }) {
  return (
    <Box sx={{ border: 1, borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 3 : 1, borderRadius: 1, overflow: 'hidden', height: '100%' }}>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <img src={pictureOf(doc, 150)} alt="" loading="lazy" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      </Box>
      <Box sx={{ p: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{mediaName(doc)}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">{[doc.alt ? doc.filename : '', describeSize(doc)].filter(Boolean).join(' · ')}</Typography>
      </Box>
    </Box>
  );
}

/**
 * The media library's grid with its search (alt text and file name) and pages. Each image is wrapped by
 * `wrap` (a link to its page in the library, a button in a picker). `version` reads the page again (after an upload).
 */
export function MediaGrid({ search, onSearch, page, onPage, version = 0, wrap, selectedId }: {
  search: string; onSearch: (search: string) => void; page: number; onPage: (page: number) => void; version?: number;
  wrap: (doc: MediaDoc, tile: ReactNode) => ReactNode; selectedId?: string;
}) {
  const [typed, setTyped] = useState(search);
  const [result, setResult] = useState<{ docs: MediaDoc[]; totalDocs: number; totalPages: number }>();
  const [error, setError] = useState<string>();

  // The search runs once typing pauses.
  useEffect(() => {
    if (typed === search) return undefined;
    const timer = setTimeout(() => onSearch(typed), 300);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  useEffect(() => {
    let current = true;
    findMedia(search, page).then(
      (found) => { if (current) { setResult(found); setError(undefined); } },
      (failure: Error) => { if (current) setError(failure.message); },
    );
    return () => { current = false; };
  }, [search, page, version]);

  return (
    <Box>
      <TextField type="search" label="Search by alt text or file name" value={typed} onChange={(event) => setTyped(event.target.value)}
        size="small" sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
      {error && <Typography role="alert" color="error">{error}</Typography>}
      {!result && !error && <CircularProgress size={24} />}
      {result && (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {result.totalDocs === 0 ? (search ? `No image matches “${search}”.` : 'No images yet.') : `${result.totalDocs} image${result.totalDocs === 1 ? '' : 's'}`}
          </Typography>
          <Box component="ul" aria-label="Images" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {result.docs.map((doc) => <li key={doc.id}>{wrap(doc, <Tile doc={doc} selected={doc.id === selectedId} />)}</li>)}
          </Box>
          {result.totalPages > 1 && (
            <Box component="nav" aria-label="Pages of images" sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
              <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous page</Button>
              <Typography variant="body2">Page {page} of {result.totalPages}</Typography>
              <Button disabled={page >= result.totalPages} onClick={() => onPage(page + 1)}>Next page</Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
