import {
  Create, Datagrid, DateField, DeleteButton, Edit, FunctionField, List, SearchInput, SelectInput, Show, SimpleForm, SimpleShowLayout, TextField,
  Toolbar, SaveButton, useRecordContext,
} from 'react-admin';
import { lazy, Suspense } from 'react';
import { FieldInputs } from './fields';
import type { CollectionSchema, GlobalSchema } from './schema';

const CampaignFigures = lazy(() => import('./CampaignFigures'));
const AuditTrail = lazy(() => import('./AuditTrail'));

const choices = (options: string[]) => options.map((option) => ({ id: option, name: option }));

/** Fields the form edits: the server sets ids and timestamps. */
const editable = (collection: CollectionSchema) => collection.fields;

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
          <TextField source={collection.useAsTitle} label={collection.useAsTitle} />
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
      <div style={{ width: 340, flexShrink: 0, marginLeft: 16 }}>
        {collection.slug === 'preorder-products' && <CampaignFigures id={String(record.id)} version={String(record.updatedAt)} />}
        <AuditTrail collection={collection.slug} id={String(record.id)} />
      </div>
    </Suspense>
  );
}

export function collectionEdit(collection: CollectionSchema) {
  return function CollectionEdit() {
    return (
      <Edit mutationMode="pessimistic" redirect={false} aside={<Aside collection={collection} />}>
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
