import {
  Create, Datagrid, DateField, Edit, FunctionField, List, SearchInput, SelectInput, Show, SimpleForm, SimpleShowLayout, TextField, TextInput,
  Link, Toolbar, SaveButton, useCreatePath, useRecordContext, useResourceContext, BulkActionsToolbar, DatagridBody,
} from 'react-admin';
import { type Theme, useMediaQuery } from '@mui/material';
import { lazy, type MouseEvent, Suspense } from 'react';
import { RecordForm } from './RecordForm';
import PublishToolbar from './PublishToolbar';
import { BulkActions, hasBulkActions } from './BulkActions';
import { labelledRow, recordTitle, SELECT_CELL, SelectAllOnPageHeader } from './ListSelection';
import { type CollectionSchema, type Field, type GlobalSchema, optionChoices, optionLabel } from './schema';

const CampaignFigures = lazy(() => import('./CampaignFigures'));
const AuditTrail = lazy(() => import('./AuditTrail'));
const HistoryPanel = lazy(() => import('./HistoryPanel'));
const MediaDetails = lazy(() => import('./MediaDetails'));


const fieldNamed = (collection: CollectionSchema, name: string) => collection.fields.find((field) => field.name === name);

/**
 * The row's title as a link to the record, so the keyboard reaches it (Tab, then Enter); the row's own
 * click, for the mouse, opens the same page.
 */
function TitleLink({ source, type }: { source: string; type: 'edit' | 'show'; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource, id: record.id, type })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {recordTitle(record, source)}
    </Link>
  );
}

/** A list column of a field, by its type, headed by its label. */
function column(field: Field) {
  const common = { key: field.name, source: field.name, label: field.label };
  if (field.type === 'date') return <DateField {...common} showTime />;
  if (field.type === 'boolean') return <FunctionField {...common} render={(record: Record<string, unknown>) => (record[field.name] ? 'Yes' : 'No')} />;
  if (field.options) return <FunctionField {...common} render={(record: Record<string, unknown>) => (typeof record[field.name] === 'string' ? optionLabel(record[field.name] as string) : display(record[field.name]))} />;
  // the content API sorts every field but lists and objects (src/content/where.ts)
  if (field.type === 'array') return <FunctionField {...common} sortable={false} render={(record: Record<string, unknown>) => display(record[field.name])} />;
  return <TextField {...common} />;
}

/** A list filter of a field: its options, yes/no, or its exact text. */
function filter(field: Field) {
  const common = { key: field.name, source: field.name, label: field.label };
  if (field.options) return <SelectInput {...common} choices={optionChoices(field.options)} />;
  if (field.type === 'boolean') return <SelectInput {...common} choices={[{ id: 'true', name: 'Yes' }, { id: 'false', name: 'No' }]} />;
  return <TextInput {...common} />;
}

/**
 * Columns and filters from the field definitions (`admin.listed`, `admin.filter`); a click on a column's
 * head sorts by it. The sort, filters, page and page size are in the URL (react-admin's list parameters),
 * so a reload or a copied link shows the same list. Rows are selected with labelled checkboxes for the
 * bulk actions the role may take (BulkActions).
 */
export function collectionList(collection: CollectionSchema) {
  const titleField = fieldNamed(collection, collection.useAsTitle);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={`Search ${titleField?.label.toLowerCase() ?? collection.useAsTitle}`} />,
    ...collection.fields.filter((field) => field.admin?.filter).map(filter),
  ];
  const columns = collection.fields.filter((field) => field.admin?.listed && field.name !== collection.useAsTitle);
  const bulk = hasBulkActions(collection);
  const Row = labelledRow(collection.useAsTitle);
  return function CollectionList() {
    // A phone shows the title and the first column only (no sideways scrolling).
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const shown = narrow ? columns.slice(0, 1) : columns;
    return (
      <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
        <Datagrid
          rowClick={collection.access.update ? 'edit' : 'show'}
          // true shows the rows' checkboxes; the actions themselves are in the toolbar below
          bulkActionButtons={bulk}
          // react-admin's "select every record" would go past the service's 100 per bulk write: a page at a time
          bulkActionsToolbar={bulk ? <BulkActionsToolbar selectAllButton={false}><BulkActions collection={collection} /></BulkActionsToolbar> : undefined}
          body={<DatagridBody row={<Row />} />} header={SelectAllOnPageHeader}
          sx={{ [`& .${SELECT_CELL}`]: { width: 48, padding: '0 0 0 4px' } }}
        >
          <TitleLink source={collection.useAsTitle} label={titleField?.label} type={collection.access.update ? 'edit' : 'show'} />
          {shown.map(column)}
          {!narrow && <DateField source="updatedAt" label="Updated" showTime />}
        </Datagrid>
      </List>
    );
  };
}

/** Beside the form: a campaign's live figures, and the record's history. */
function Side({ collection }: { collection: CollectionSchema }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Suspense fallback={null}>
      {collection.slug === 'preorder-products' && <CampaignFigures id={String(record.id)} version={String(record.updatedAt)} />}
      {collection.slug === 'media' && <MediaDetails />}
      {/* users have no versions (their history holds password changes): the audit trail, for admins */}
      {collection.slug === 'users' ? <AuditTrail collection={collection.slug} id={String(record.id)} /> : <HistoryPanel collection={collection} id={String(record.id)} />}
    </Suspense>
  );
}

export function collectionEdit(collection: CollectionSchema) {
  return function CollectionEdit() {
    return (
      // On a narrow screen the side column (figures, history) goes below the form, not beside it.
      <Edit mutationMode="pessimistic" redirect={false}>
        {/* drafts, publish, schedule and preview; leaving with unsaved changes asks first */}
        <SimpleForm toolbar={<PublishToolbar collection={collection} />} noValidate warnWhenUnsavedChanges>
          <RecordForm fields={collection.fields} side={<Side collection={collection} />} />
        </SimpleForm>
      </Edit>
    );
  };
}

/** Read-only: what a role that may not change the collection sees. */
export function collectionShow(collection: CollectionSchema) {
  const shown = collection.fields.filter((field) => field.type !== 'password' && !field.admin?.hidden);
  return function CollectionShow() {
    return (
      <Show>
        <SimpleShowLayout>
          {shown.map((field) => (
            <FunctionField key={field.name} source={field.name} label={field.label} render={(record: Record<string, unknown>) => display(record[field.name])} />
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
        <SimpleForm noValidate warnWhenUnsavedChanges>
          <RecordForm fields={collection.fields} />
        </SimpleForm>
      </Create>
    );
  };
}

export function GlobalEdit({ global }: { global: GlobalSchema }) {
  return (
    <Edit resource="globals" id={global.slug} mutationMode="pessimistic" redirect={false} title={global.label}>
      <SimpleForm toolbar={global.access.update ? <Toolbar><SaveButton /></Toolbar> : false} noValidate warnWhenUnsavedChanges>
        <RecordForm fields={global.fields} side={<Suspense fallback={null}><HistoryPanel global={global} /></Suspense>} />
      </SimpleForm>
    </Edit>
  );
}
