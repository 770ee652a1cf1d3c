import {
  AddItemButton, ArrayInput, AutocompleteInput, BooleanInput, DateTimeInput, NumberInput, PasswordInput, ReferenceInput,
  SelectInput, SimpleFormIterator, TextInput, minValue, required as requiredRule, useInput, useResourceDefinitions, useSourceContext,
} from 'react-admin';
import { createContext, lazy, type ReactNode, Suspense, useContext } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button as MuiButton, FormHelperText, Typography } from '@mui/material';
import { conditionHolds, type Field, type FieldType, isSingleTarget, optionChoices, optionLabel } from './schema';
import { MediaPicker } from './MediaPicker';

const choices = (options: string[]) => options.map((option) => ({ id: option, name: option }));
const LONG_TEXT = new Set(['description', 'summary', 'excerpt', 'subtitle']);

/** What one item of an array is called, for its Add button, from the field's name (labels such as "Variants and caps" say more than one item): "variants" -> "Add variant", "categories" -> "Add category". */
export function addItemLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return `Add ${words.replace(/ies$/, 'y').replace(/([^s])s$/, '$1')}`;
}

const formatJson = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));
const parseJson = (text: string) => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const validJson = (value: unknown) => (typeof value === 'string' ? 'Not valid JSON' : undefined);

const JsonInput = ({ source, label, helperText }: { source: string; label?: string; helperText?: string }) => (
  <TextInput source={source} label={label} fullWidth multiline minRows={3} format={formatJson} parse={parseJson} validate={validJson} helperText={helperText ?? 'JSON'} />
);

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * Rich text in the editor's own JSON document; a value stored in another shape (written through the
 * API by another tool) stays editable as JSON rather than being converted.
 */
function RichTextInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const { field, id } = useInput({ source });
  const value = field.value as { type?: string } | null | undefined;
  if (value && (typeof value !== 'object' || value.type !== 'doc')) return <JsonInput source={source} label={`${label} (JSON)`} />;
  return (
    <Suspense fallback={null}>
      <RichTextEditor id={id} label={label} value={(value ?? null) as never} onChange={field.onChange} helperText={helperText} />
    </Suspense>
  );
}

/** A reference to one of several collections: the collection, then a record of it. */
function PolymorphicReference({ field, source, label }: { field: FieldType; source: string; label?: string }) {
  const sourceContext = useSourceContext();
  const relationPath = sourceContext.getSource(`${source}.relationTo`);
  const chosen = useWatch({ name: relationPath }) as string | undefined;
  const { setValue } = useFormContext();
  const targets = field.relationTo ?? [];
  const relationTo = chosen ?? targets[0];
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {/* No default value: a default would write `relationTo` into a value nobody touched. */}
      <SelectInput source={`${source}.relationTo`} label={`${label ?? source}: collection`} choices={choices(targets)} emptyText={targets[0]} />
      {relationTo && (
        <ReferenceInput source={`${source}.value`} reference={relationTo}>
          <AutocompleteInput
            label={`${label ?? source}: record`}
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: 260 }}
            onChange={() => { if (!chosen) setValue(relationPath, relationTo, { shouldDirty: true }); }}
          />
        </ReferenceInput>
      )}
    </div>
  );
}

/** An image field that takes a media record or, for `loose` fields, a plain URL. */
function MediaOrUrl({ field, source, label }: { field: FieldType; source: string; label?: string }) {
  const sourceContext = useSourceContext();
  const path = sourceContext.getSource(source);
  const value = useWatch({ name: path });
  const { setValue } = useFormContext();
  const isUrl = typeof value === 'string' && value !== '';
  return (
    <div>
      {isUrl ? <TextInput source={source} label={`${label ?? source} (URL)`} fullWidth /> : <PolymorphicReference field={field} source={source} label={label} />}
      <MuiButton size="small" onClick={() => setValue(path, isUrl ? { relationTo: field.relationTo?.[0] } : 'https://', { shouldDirty: true })}>
        {isUrl ? 'Pick a media record instead' : 'Use a URL instead'}
      </MuiButton>
    </div>
  );
}

/** Fields published at the top level and in objects have an owner; an array's element type has none. */
const ownerOf = (field: FieldType) => (field as Partial<Field>).owner;

const referenceId = (value: unknown) => (value && typeof value === 'object' && 'value' in value ? String((value as { value: unknown }).value) : String(value ?? ''));

/** Whether the fields drawn below belong to a record linked to a backend product (its backend fields are read-only). */
export const SyncedRecord = createContext(false);

/** The field's value, shown, not edited: the backend's fields on a synced record, and technical ones. */
export function ReadOnlyValue({ field, source, label }: { field: FieldType; source: string; label: string }) {
  const path = useSourceContext().getSource(source);
  const value = useWatch({ name: path });
  const { errors } = useFormState({ name: path });
  const error = errorAt(errors, path);
  const labelId = `${path.replace(/\./g, '-')}-label`;
  return (
    // In a row beside inputs (a variant's title and SKU beside its cap) the value keeps its words whole; a
    // word wider than the row (a long URL) is broken where it would overflow: maxWidth clamps the flex minimum.
    <div role="group" aria-labelledby={labelId} style={{ margin: '4px 0 12px', maxWidth: '100%' }}>
      <Typography id={labelId} variant="caption" component="div" color="text.secondary">{label}</Typography>
      <div style={{ overflowWrap: 'break-word' }}>{shown(field, value)}</div>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}

function errorAt(errors: Record<string, unknown>, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), errors);
  return found && typeof found === 'object' && 'message' in found ? String((found as { message: unknown }).message) : undefined;
}

const urlOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' && /^(https?:)?\//.test(value)) return value;
  if (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string') return (value as { url: string }).url;
  return undefined;
};

function shown(field: FieldType, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  if (field.type === 'date') return <time dateTime={String(value)}>{new Date(String(value)).toLocaleString()}</time>;
  if (field.type === 'boolean') return value ? 'Yes' : 'No';
  if (field.options && typeof value === 'string') return optionLabel(value);
  if (field.type === 'relationship' || (field.type === 'array' && field.of?.type === 'relationship')) {
    const items = Array.isArray(value) ? value : [value];
    return (
      <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {items.map((item, index) => {
          const url = urlOf(item);
          return url
            ? <a key={index} href={url} target="_blank" rel="noreferrer"><img src={url} alt={`${field.label ?? 'Image'} ${index + 1}`} style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 4, border: '1px solid #767676' }} /></a>
            : <span key={index}>{referenceId(item)}</span>;
        })}
      </span>
    );
  }
  if (Array.isArray(value) && value.every((item) => item && typeof item === 'object' && ('name' in item || 'title' in item))) {
    return value.map((item) => String((item as { name?: unknown; title?: unknown }).name ?? (item as { title?: unknown }).title)).join(', ');
  }
  if (typeof value === 'object') return <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>{JSON.stringify(value, null, 2)}</pre>;
  return String(value);
}

/** Shown only while its declarative condition holds (the record's values, or the row's). */
function Conditional({ field, children }: { field: FieldType; children: ReactNode }) {
  const condition = field.admin?.condition;
  const sourceContext = useSourceContext();
  const watched = useWatch({ name: sourceContext.getSource(condition?.field ?? '__none__') });
  if (!condition) return <>{children}</>;
  return conditionHolds(field, { [condition.field]: watched }) ? <>{children}</> : null;
}

/** One field of a form: its input, or its value shown read-only, with the definition's label, help and condition. */
export function FieldInput({ field, source, label, readOnly = false }: { field: FieldType; source: string; label?: string; readOnly?: boolean }) {
  const synced = useContext(SyncedRecord);
  const name = label ?? field.label ?? source;
  const locked = readOnly || field.admin?.readOnly === true || field.admin?.technical === true
    || (synced && ownerOf(field) === 'sync' && field.type !== 'array' && field.admin?.readOnly !== false);
  const path = useSourceContext().getSource(source);
  return (
    <Conditional field={field}>
      {/* In a row (react-admin's inline iterator, a flex row) an input may shrink; a value shown read-only keeps its words (ReadOnlyValue). */}
      <div data-field={path} style={locked ? { maxWidth: '100%' } : { minWidth: 0 }}>
        {locked ? <ReadOnlyValue field={field} source={source} label={name} /> : <EditableInput field={field} source={source} label={name} />}
      </div>
    </Conditional>
  );
}

function EditableInput({ field, source, label }: { field: FieldType; source: string; label: string }) {
  const readable = useResourceDefinitions();
  const synced = useContext(SyncedRecord);
  const validate = field.required ? requiredRule() : undefined;
  const helperText = field.admin?.description;
  const common = { source, label, validate, helperText, placeholder: field.admin?.placeholder };
  switch (field.type) {
    case 'text':
      if (field.options) return <SelectInput {...common} choices={optionChoices(field.options)} emptyText="—" />;
      return <TextInput {...common} fullWidth multiline={LONG_TEXT.has(source.split('.').pop()!)} />;
    case 'email':
      return <TextInput {...common} type="email" fullWidth />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'number':
    case 'numeric':
      return <NumberInput {...common} validate={[...(validate ? [validate] : []), ...(field.min === undefined ? [] : [minValue(field.min)])]} min={field.min} step={field.integer || field.type === 'numeric' ? 1 : 'any'} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={helperText} />;
    case 'date':
      return <DateTimeInput {...common} />;
    case 'richText':
      return <RichTextInput source={source} label={label} helperText={helperText} />;
    case 'json':
      return <JsonInput source={source} label={label} helperText={helperText} />;
    case 'object':
      return (
        <fieldset style={{ border: '1px solid #ddd', borderRadius: 4, padding: 8 }}>
          <legend>{label}</legend>
          {field.fields?.map((child) => <FieldInput key={child.name} field={child} source={`${source}.${child.name}`} />)}
        </fieldset>
      );
    case 'relationship':
      // A media field shows the image it names, picked from the library (MediaPicker.tsx).
      if (field.relationTo?.length === 1 && field.relationTo[0] === 'media') return <MediaPicker source={source} label={label} loose={field.loose} />;
      if (isSingleTarget(field) && !readable[field.relationTo![0]!]) {
        // Users are listed to admins only: others keep the reference as it is (shown, not chosen).
        return <TextInput source={source} label={label} readOnly format={(value: unknown) => referenceId(value)} helperText={`Only a role that reads ${field.relationTo![0]} can change this`} />;
      }
      if (isSingleTarget(field)) {
        return (
          <ReferenceInput source={source} reference={field.relationTo![0]!}>
            <AutocompleteInput label={label} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} helperText={helperText} />
          </ReferenceInput>
        );
      }
      return field.loose ? <MediaOrUrl field={field} source={source} label={label} /> : <PolymorphicReference field={field} source={source} label={label} />;
    case 'array': {
      const of = field.of!;
      // The backend's rows on a synced record: edited in place (a variant's cap), never added, removed or reordered.
      const fixedRows = synced && ownerOf(field) === 'sync';
      if (fixedRows && of.type !== 'object') return <ReadOnlyValue field={field} source={source} label={label} />;
      const rowFields = of.type === 'object' ? of.fields!.filter((child) => !child.admin?.technical && !child.admin?.hidden) : [];
      return (
        <ArrayInput source={source} label={label} helperText={helperText}>
          {/* Row actions always shown: react-admin hides them until hover, out of reach of the keyboard. */}
          <SimpleFormIterator
            inline={of.type === 'object'}
            disableAdd={fixedRows}
            disableRemove={fixedRows}
            disableReordering={fixedRows}
            addButton={<AddItemButton label={addItemLabel(source.split('.').pop() || label || 'item')} />}
            sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' }, '& .RaSimpleFormIterator-inline': { columnGap: 2, alignItems: 'flex-start' } }}
          >
            {of.type === 'object'
              ? rowFields.map((child) => <FieldInput key={child.name} field={child} source={child.name} />)
              : <FieldInput field={of} source="" label={of.label ?? label} />}
          </SimpleFormIterator>
        </ArrayInput>
      );
    }
  }
}

export function FieldInputs({ fields }: { fields: Field[] }) {
  return <>{fields.map((field) => <FieldInput key={field.name} field={field} source={field.name} />)}</>;
}
