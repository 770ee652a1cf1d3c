import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { describeSize, type MediaDoc, pictureOf } from './media';

/** A media record's page shows its image, and links to the original and each size made of it. */
export default function MediaDetails() {
  const record = useRecordContext<MediaDoc>();
  if (!record?.url) return null;
  const sizes = Object.entries(record.sizes ?? {}).filter(([, size]) => size?.url);
  return (
    <Card component="section" aria-labelledby="media-details-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="media-details-title" variant="h6" component="h2" gutterBottom>Image</Typography>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, display: 'flex', justifyContent: 'center', mb: 1 }}>
          <img src={pictureOf(record, 300)} alt={record.alt} data-testid="media-details-image" style={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }} />
        </Box>
        <Typography variant="body2" component="ul" sx={{ pl: 2, m: 0 }}>
          <li><Link href={record.url} target="_blank" rel="noreferrer">Original</Link> {describeSize(record)}</li>
          {sizes.map(([name, size]) => (
            <li key={name}><Link href={size!.url} target="_blank" rel="noreferrer">{name}</Link> {describeSize(size!)}</li>
          ))}
        </Typography>
        {sizes.length === 0 && <Typography variant="caption" color="text.secondary">No sizes: the image is hosted elsewhere, small, or could not be read.</Typography>}
      </CardContent>
    </Card>
  );
}
