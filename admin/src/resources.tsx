import {
  Create, Datagrid, DateField, DeleteButton, Edit, FunctionField, List, SearchInput, SelectInput, Show, SimpleForm, SimpleShowLayout, TextField,
  Link, Toolbar, SaveButton, useCreatePath, useRecordContext, useResourceContext,
} from 'react-admin';
import { Box } from '@mui/material';
import { lazy, type MouseEvent, Suspense } from 'react';
import { FieldInputs } from './fields';
import type { CollectionSchema, GlobalSchema } from './schema';

const CampaignFigures = lazy(() => import('./CampaignFigures'));
const AuditTrail = lazy(() => import('./AuditTrail'));

const choices = (options: string[]) => options.map((option) => ({ id: option, name: option }));

/** Fields the form edits: the server sets ids and timestamps. */
const editable = (collection: CollectionSchema) => collection.fields;

/**
 * The row's title as a link to the record, so the keyboard reaches it (Tab, then Enter); the row's own
 * click, for the mouse, opens the same page.
 */
function TitleLink({ source, type }: { source: string; type: 'edit' | 'show'; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const title = record[source];
  return (
    <Link to={createPath({ resource, id: record.id, type })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {title === null || title === undefined || title === '' ? `(no ${source})` : String(title)}
    </Link>
  );
}

export function collectionList(collection: CollectionSchema) {
  const status = collection.fields.find((field) => (field.name === 'status' || field.name === '_status') && field.options);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={`Search ${collection.useAsTitle}`} />,
    ...(status ? [<SelectInput key="status" source={status.name} choices={choices(status.options!)} />] : []),
  ];
  return function CollectionList() {
    return (
      <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
        {/* No bulk selection: react-admin's row checkboxes put aria-label on a span (axe: aria-prohibited-attr, unlabelled input). Records are deleted from their page. */}
        <Datagrid rowClick={collection.access.update ? 'edit' : 'show'} bulkActionButtons={false}>
          <TitleLink source={collection.useAsTitle} type={collection.access.update ? 'edit' : 'show'} />
          {status && <TextField source={status.name} />}
          <DateField source="updatedAt" showTime />
        </Datagrid>
      </List>
    );
  };
}

function EditToolbar({ collection }: { collection: CollectionSchema }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {collection.access.delete && <DeleteButton />}
    </Toolbar>
  );
}

function Aside({ collection }: { collection: CollectionSchema }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Suspense fallback={null}>
      <Box sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0, ml: { md: 2 }, mt: { xs: 2, md: 0 } }}>
        {collection.slug === 'preorder-products' && <CampaignFigures id={String(record.id)} version={String(record.updatedAt)} />}
        <AuditTrail collection={collection.slug} id={String(record.id)} />
      </Box>
    </Suspense>
  );
}

export function collectionEdit(collection: CollectionSchema) {
  return function CollectionEdit() {
    return (
      // On a narrow screen the figures and the audit trail go below the form, not beside it.
      <Edit mutationMode="pessimistic" redirect={false} aside={<Aside collection={collection} />} sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}>
        <SimpleForm toolbar={<EditToolbar collection={collection} />}>
          <FieldInputs fields={editable(collection)} />
        </SimpleForm>
      </Edit>
    );
  };
}

/** Read-only: what a role that may not change the collection sees. */
export function collectionShow(collection: CollectionSchema) {
  const shown = collection.fields.filter((field) => field.type !== 'password');
  return function CollectionShow() {
    return (
      <Show>
        <SimpleShowLayout>
          {shown.map((field) => (
            <FunctionField key={field.name} source={field.name} label={field.name} render={(record: Record<string, unknown>) => display(record[field.name])} />
          ))}
        </SimpleShowLayout>
      </Show>
    );
  };
}

const display = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

export function collectionCreate(collection: CollectionSchema) {
  return function CollectionCreate() {
    return (
      <Create redirect="edit">
        <SimpleForm>
          <FieldInputs fields={editable(collection)} />
        </SimpleForm>
      </Create>
    );
  };
}

export function GlobalEdit({ global }: { global: GlobalSchema }) {
  return (
    <Edit resource="globals" id={global.slug} mutationMode="pessimistic" redirect={false} title={global.label}>
      <SimpleForm toolbar={global.access.update ? <Toolbar><SaveButton /></Toolbar> : false}>
        <FieldInputs fields={global.fields} />
      </SimpleForm>
    </Edit>
  );
}
