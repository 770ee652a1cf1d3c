import { Box, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Link, Title, useCreatePath, useResourceDefinition } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MediaGrid } from './MediaGrid';
import { UploadZone } from './MediaUpload';

/**
 * The media collection's list: a grid of thumbnails, searched by alt text or file name (kept in the URL, so a
 * search can be shared and survives a reload), with an upload zone for roles that may add images.
 */
export default function MediaLibrary() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [version, setVersion] = useState(0);
  const { hasCreate, hasEdit } = useResourceDefinition({ resource: 'media' });
  const createPath = useCreatePath();
  const go = useCallback((next: { q?: string; page?: number }) => {
    const q = next.q ?? search;
    const nextPage = next.page ?? 1;
    setParams({ ...(q ? { q } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) }, { replace: next.page === undefined });
  }, [search, setParams]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Media library" />
      {hasCreate && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Upload an image</Typography>
            <UploadZone compact onUploaded={() => { go({ q: '' }); setVersion((seen) => seen + 1); }} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Images</Typography>
          <MediaGrid
            search={search} onSearch={(q) => go({ q })} page={page} onPage={(next) => go({ page: next })} version={version}
            wrap={(doc, tile) => (
              <Link to={createPath({ resource: 'media', id: doc.id, type: hasEdit ? 'edit' : 'show' })} underline="none" color="inherit" sx={{ display: 'block', height: '100%' }}>
                {tile}
              </Link>
            )}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
