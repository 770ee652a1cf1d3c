import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { SaveButton, Toolbar, useDeleteController, useNotify, useRecordContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { api } from './api';
import { ConfirmedAction, inSentence } from './BulkActions';
import { followsBackend, formatMoment, hasField, isSchedulable, localInputValue, publicationFieldOf } from './publication';
import type { CollectionSchema } from './schema';

type Data = Record<string, unknown>;

/**
 * The edit view's actions for a collection with drafts (Payload's drafts bar): a draft is saved as a draft,
 * published, or scheduled (the service's scheduler publishes it at that time); a published record is saved
 * (live at once) or unpublished. Each button saves the whole form. Preview opens the saved record in the
 * storefront's draft mode. Other collections keep the plain Save.
 */
export default function PublishToolbar({ collection }: { collection: CollectionSchema }) {
  const record = useRecordContext();
  const field = publicationFieldOf(collection);
  if (!field || !record) {
    return (
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        {collection.access.delete && <ConfirmedDelete collection={collection} />}
      </Toolbar>
    );
  }
  const published = record[field] === 'published';
  // A campaign of a commerce product is published while that product is (a sync sets it): no drafts bar.
  if (followsBackend(collection, record)) {
    return (
      <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        <PublicationState published={published} publishAt={undefined} followsBackend />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <SaveButton />
          <PreviewButton collection={collection} id={String(record.id)} />
          <Box sx={{ flexGrow: 1 }} />
          {collection.access.delete && <ConfirmedDelete collection={collection} />}
        </Box>
      </Toolbar>
    );
  }
  const publishAt = typeof record.publishAt === 'string' ? record.publishAt : undefined;
  return (
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
      <PublicationState published={published} publishAt={publishAt} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {published ? <Published collection={collection} field={field} /> : <Draft collection={collection} field={field} scheduled={publishAt !== undefined} />}
        <PreviewButton collection={collection} id={String(record.id)} />
        <Box sx={{ flexGrow: 1 }} />
        {collection.access.delete && <ConfirmedDelete collection={collection} />}
      </Box>
    </Toolbar>
  );
}

/**
 * The record's delete, behind a confirmation whose button says Delete (react-admin's DeleteButton asks
 * with "Confirm"); nothing is deleted before it, and the dialog stays until the service answers.
 */
function ConfirmedDelete({ collection }: { collection: CollectionSchema }) {
  const [open, setOpen] = useState(false);
  const singular = collection.labels.singular;
  const { handleDelete, isPending } = useDeleteController({
    mutationMode: 'pessimistic',
    mutationOptions: { onSettled: () => setOpen(false) },
  });
  return (
    <ConfirmedAction
      label="Delete" icon={<DeleteIcon />} title={`Delete this ${inSentence(singular)}?`} content="It is removed for good: this cannot be undone."
      open={open} setOpen={setOpen} pending={isPending} act={handleDelete} danger
    />
  );
}

function PublicationState({ published, publishAt, followsBackend = false }: { published: boolean; publishAt: string | undefined; followsBackend?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="status" data-testid="publication-state">
      <Chip size="small" label={published ? 'Published' : 'Draft'} color={published ? 'success' : 'default'} variant={published ? 'filled' : 'outlined'} />
      <Typography variant="body2">
        {followsBackend ? (published
          ? 'In the shop while its commerce product is published: each sync sets this from the product\'s status.'
          : 'Not in the shop: publish its product in the commerce backend, and the next sync publishes it here.')
          : published ? 'In the shop: saving changes shows them there at once.'
          : publishAt ? <>Scheduled to publish on <time dateTime={publishAt}>{formatMoment(publishAt)}</time>.</>
          : 'Not in the shop until published.'}
      </Typography>
    </Box>
  );
}

function useSaved(message: string) {
  const notify = useNotify();
  return { onSuccess: () => notify(message, { type: 'info' }) };
}

function Draft({ collection, field, scheduled }: { collection: CollectionSchema; field: string; scheduled: boolean }) {
  const publish = (data: Data): Data => ({
    ...data, [field]: 'published',
    ...(isSchedulable(collection) ? { publishAt: null } : {}),
    ...(hasField(collection, 'publishedAt') && !data.publishedAt ? { publishedAt: new Date().toISOString() } : {}),
  });
  return (
    <>
      {/* plain saves keep react-admin's "Element updated" */}
      <SaveButton label="Save draft" type="button" transform={(data: Data) => ({ ...data, [field]: 'draft' })} />
      <SaveButton label="Publish" type="button" alwaysEnable variant="outlined" icon={<></>} transform={publish} mutationOptions={useSaved('Published: the shop shows it now.')} />
      {isSchedulable(collection) && (scheduled ? <CancelSchedule /> : <ScheduleButton field={field} />)}
    </>
  );
}

function Published({ field }: { collection: CollectionSchema; field: string }) {
  return (
    <>
      <SaveButton label="Save" />
      <SaveButton label="Unpublish" type="button" alwaysEnable variant="outlined" icon={<></>} transform={(data: Data) => ({ ...data, [field]: 'draft' })}
        mutationOptions={useSaved('Unpublished: the shop no longer shows it.')} />
    </>
  );
}

function CancelSchedule() {
  return (
    <SaveButton label="Cancel schedule" type="button" alwaysEnable variant="text" icon={<></>} transform={(data: Data) => ({ ...data, publishAt: null })}
      mutationOptions={useSaved('Schedule cancelled: it stays a draft.')} />
  );
}

/** Publish at a chosen time: a date and time in this browser's time zone, stored as the moment it names. */
function ScheduleButton({ field }: { field: string }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const titleId = useId();
  const when = value ? new Date(value) : undefined;
  const valid = when !== undefined && !Number.isNaN(when.getTime()) && when.getTime() > Date.now();
  const saved = useSaved(when ? `Scheduled: it will be published on ${formatMoment(when.toISOString())}.` : 'Scheduled.');
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <Button variant="text" onClick={() => { setValue(localInputValue(new Date(Date.now() + 3_600_000))); setOpen(true); }}>Schedule…</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Schedule publication</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Saves your changes as a draft now; the service publishes it at this time, even if nobody is signed in.
          </Typography>
          <TextField
            type="datetime-local" label="Publish at" value={value} onChange={(event) => setValue(event.target.value)} fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localInputValue(new Date()) } }}
            error={value !== '' && !valid}
            helperText={value !== '' && !valid ? 'Pick a time in the future.' : `Your time zone: ${zone}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <SaveButton label="Schedule" type="button" alwaysEnable disabled={!valid} icon={<></>}
            transform={(data: Data) => ({ ...data, [field]: 'draft', publishAt: when!.toISOString() })}
            mutationOptions={{ onSuccess: () => { setOpen(false); saved.onSuccess(); } }} />
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * Opens the saved record as the storefront shows it: the service issues a short-lived preview token for
 * this record (POST /api/preview-tokens) and the storefront's draft mode takes it. The window is opened at
 * the click (a popup opened after a network wait is blocked), then sent to the storefront.
 */
function PreviewButton({ collection, id }: { collection: CollectionSchema; id: string }) {
  const { isDirty } = useFormState();
  const notify = useNotify();
  const hintId = useId();
  const open = async () => {
    const preview = window.open('', '_blank');
    try {
      const { url } = await api<{ url: string | null }>('/api/preview-tokens', { method: 'POST', json: { collection: collection.slug, id } });
      if (!url) {
        preview?.close();
        notify('No storefront to preview in: the service\'s STOREFRONT_PREVIEW_URL is not set.', { type: 'warning' });
        return;
      }
      if (preview) {
        preview.opener = null;
        preview.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      preview?.close();
      notify(error instanceof Error ? error.message : 'The preview could not be opened.', { type: 'error' });
    }
  };
  return (
    <>
      <Button variant="text" onClick={open} disabled={isDirty} aria-describedby={isDirty ? hintId : undefined}>Preview</Button>
      {isDirty && <Typography id={hintId} variant="caption" color="text.secondary">Save to preview your changes.</Typography>}
    </>
  );
}
