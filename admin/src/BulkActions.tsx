import DeleteIcon from '@mui/icons-material/DeleteOutline';
import PublishIcon from '@mui/icons-material/Public';
import UnpublishIcon from '@mui/icons-material/PublicOff';
import { Typography } from '@mui/material';
import { type ReactElement, useState } from 'react';
import { Button, Confirm, type Identifier, type RaRecord, useBulkDeleteController, useBulkUpdateController, useGetMany, useListContext, useNotify, useRefresh } from 'react-admin';
import { followsBackend, hasField, isSchedulable, publicationFieldOf } from './publication';
import type { CollectionSchema } from './schema';

/** "1 announcement", "3 announcements" (the collection's labels, in a sentence). */
export function countOf(collection: CollectionSchema, count: number): string {
  return `${count} ${inSentence(count === 1 ? collection.labels.singular : collection.labels.plural)}`;
}

/** A label lower-cased for a sentence, unless it starts with an abbreviation ("API keys"). */
export const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** Whether a role may act on a selection at all: the list shows its checkboxes only then. */
export const hasBulkActions = (collection: CollectionSchema) => collection.access.delete || (collection.access.update && publicationFieldOf(collection) !== undefined);

/**
 * What the selected rows can be given at once (Payload's list bulk actions): publish and unpublish where
 * the editor owns the publication field, delete where the role may. Each asks first, naming the count, and
 * is one bulk request (dataProvider.updateMany / deleteMany): the service writes all of them or none.
 */
export function BulkActions({ collection }: { collection: CollectionSchema }) {
  const { selectedIds } = useListContext();
  const field = publicationFieldOf(collection);
  const publishable = field !== undefined && collection.access.update;
  // The selected records, also those on other pages (react-admin's cache has the page's rows already).
  // Until they are known, no publish or unpublish: they may follow their products, or have dates.
  const { data: selected, isPending } = useGetMany<RaRecord>(collection.slug, { ids: selectedIds }, { enabled: publishable && selectedIds.length > 0 });
  const known = publishable && !isPending && selected !== undefined;
  const named = countOf(collection, selectedIds.length);
  const following = (selected ?? []).filter((record) => followsBackend(collection, record)).length;
  const unpublished = useOutcome(collection, 'Unpublished', ': the shop no longer shows them.');
  const deleted = useOutcome(collection, 'Deleted', '.');
  return (
    <>
      {known && following === 0 && (
        <>
          <BulkPublish collection={collection} field={field} selected={selected} named={named} />
          <ConfirmedBulkUpdate
            label="Unpublish" icon={<UnpublishIcon />} data={{ [field]: 'draft' }}
            title={`Unpublish ${named}?`} content="The shop stops showing them at once; they stay here as drafts." outcome={unpublished}
          />
        </>
      )}
      {known && following > 0 && (
        <Typography variant="body2" sx={{ mx: 1 }}>
          {following === 1
            ? `${countOf(collection, 1)} follows its commerce product: publish or unpublish it there.`
            : `${countOf(collection, following)} follow their commerce products: publish or unpublish them there.`}
        </Typography>
      )}
      {collection.access.delete && (
        <ConfirmedBulkDelete named={named} outcome={deleted} />
      )}
    </>
  );
}

/**
 * Publish as the record's own Publish does, the same fields for all of them (one bulk write): out of any
 * schedule, and dated now where a publication date is kept, unless one of them already has a date (one
 * write cannot date some and not others, and an earlier date is never overwritten).
 */
function BulkPublish({ collection, field, selected, named }: { collection: CollectionSchema; field: string; selected: RaRecord[]; named: string }) {
  const dated = hasField(collection, 'publishedAt') && !selected.some((record) => record.publishedAt);
  const published = useOutcome(collection, 'Published', ': the shop shows them now.');
  const data = { [field]: 'published', ...(isSchedulable(collection) ? { publishAt: null } : {}), ...(dated ? { publishedAt: new Date().toISOString() } : {}) };
  return (
    <ConfirmedBulkUpdate label="Publish" icon={<PublishIcon />} data={data} title={`Publish ${named}?`} content="The shop shows them at once." outcome={published} />
  );
}

/**
 * react-admin's bulk update with a confirmation (BulkUpdateWithConfirmButton), pessimistic: nothing is
 * written before the confirmation, and the dialog stays until the service answers. (react-admin's own
 * button passes its mutationOptions on to the DOM.)
 */
function ConfirmedBulkUpdate({ label, icon, data, title, content, outcome }: {
  label: string; icon: ReactElement; data: Record<string, unknown>; title: string; content: string; outcome: ReturnType<typeof useOutcome>;
}) {
  const [open, setOpen] = useState(false);
  const { handleUpdate, isPending } = useBulkUpdateController({
    mutationMode: 'pessimistic',
    mutationOptions: { onSuccess: outcome.onSuccess, onSettled: () => setOpen(false) },
  });
  return <ConfirmedAction label={label} icon={icon} title={title} content={content} open={open} setOpen={setOpen} pending={isPending} act={() => handleUpdate(data)} />;
}

/** The bulk delete the same way (react-admin's BulkDeleteButton names its confirming button "Confirm"). */
function ConfirmedBulkDelete({ named, outcome }: { named: string; outcome: ReturnType<typeof useOutcome> }) {
  const [open, setOpen] = useState(false);
  const { handleDelete, isPending } = useBulkDeleteController({
    mutationMode: 'pessimistic',
    mutationOptions: { onSuccess: outcome.onSuccess, onSettled: () => setOpen(false) },
  });
  return (
    <ConfirmedAction
      label="Delete" icon={<DeleteIcon />} title={`Delete ${named}?`} content="They are removed for good: this cannot be undone."
      open={open} setOpen={setOpen} pending={isPending} act={handleDelete} danger
    />
  );
}

/** A button that opens a confirmation whose confirming button is named after the action ("Publish", not "Confirm"). */
export function ConfirmedAction({ label, icon, title, content, open, setOpen, pending, act, danger = false }: {
  label: string; icon: ReactElement; title: string; content: string; open: boolean; setOpen: (open: boolean) => void; pending: boolean; act: () => void; danger?: boolean;
}) {
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} color={danger ? 'error' : 'primary'}>{icon}</Button>
      <Confirm
        isOpen={open} loading={pending} title={title} content={content} confirm={label} confirmColor={danger ? 'warning' : 'primary'}
        onConfirm={act} onClose={() => setOpen(false)}
      />
    </>
  );
}

/** What a bulk write did, from the service's answer (the ids it wrote); a refusal keeps react-admin's error notice. */
function useOutcome(collection: CollectionSchema, verb: string, rest: string) {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  return {
    onSuccess: (written: Identifier[] | undefined) => {
      const count = written?.length ?? selectedIds.length;
      const gone = selectedIds.length - count;
      notify(`${verb} ${countOf(collection, count)}${rest}${gone > 0 ? ` ${gone} of the selected no longer existed.` : ''}`, { type: 'info' });
      onUnselectItems(true);
      refresh();
    },
  };
}
