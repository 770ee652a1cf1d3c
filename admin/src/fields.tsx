import {
  ArrayInput, AutocompleteInput, BooleanInput, DateTimeInput, NumberInput, PasswordInput, ReferenceInput,
  SelectInput, SimpleFormIterator, TextInput, required as requiredRule, useInput, useResourceDefinitions, useSourceContext,
} from 'react-admin';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button as MuiButton } from '@mui/material';
import { type Field, type FieldType, isSingleTarget } from './schema';

const choices = (options: string[]) => options.map((option) => ({ id: option, name: option }));
const LONG_TEXT = new Set(['description', 'summary', 'excerpt', 'subtitle']);

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

const JsonInput = ({ source, label }: { source: string; label?: string }) => (
  <TextInput source={source} label={label} fullWidth multiline minRows={3} format={formatJson} parse={parseJson} validate={validJson} helperText="JSON" />
);

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * Rich text in the editor's own JSON document; a value stored in another shape (written through the
 * API by another tool) stays editable as JSON rather than being converted.
 */
function RichTextInput({ source, label }: { source: string; label: string }) {
  const { field, id } = useInput({ source });
  const value = field.value as { type?: string } | null | undefined;
  if (value && (typeof value !== 'object' || value.type !== 'doc')) return <JsonInput source={source} label={`${label} (JSON)`} />;
  return (
    <Suspense fallback={null}>
      <RichTextEditor id={id} label={label} value={(value ?? null) as never} onChange={field.onChange} />
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
      <SelectInput source={`${source}.relationTo`} label={`${label ?? source}: collection`} choices={choices(targets)} defaultValue={targets[0]} />
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

const referenceId = (value: unknown) => (value && typeof value === 'object' && 'value' in value ? String((value as { value: unknown }).value) : String(value ?? ''));

/** One input per field type, from the definitions published by GET /api/schema. */
export function FieldInput({ field, source, label }: { field: FieldType; source: string; label?: string }) {
  const readable = useResourceDefinitions();
  const validate = field.required ? requiredRule() : undefined;
  const common = { source, label, validate };
  switch (field.type) {
    case 'text':
      if (field.options) return <SelectInput {...common} choices={choices(field.options)} emptyText="—" />;
      return <TextInput {...common} fullWidth multiline={LONG_TEXT.has(source.split('.').pop()!)} />;
    case 'email':
      return <TextInput {...common} type="email" fullWidth />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'number':
    case 'numeric':
      return <NumberInput {...common} min={field.min} step={field.integer || field.type === 'numeric' ? 1 : 'any'} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'date':
      return <DateTimeInput {...common} />;
    case 'richText':
      return <RichTextInput source={source} label={label ?? source} />;
    case 'json':
      return <JsonInput source={source} label={label} />;
    case 'object':
      return (
        <fieldset style={{ border: '1px solid #ddd', borderRadius: 4, padding: 8 }}>
          <legend>{label ?? source}</legend>
          {field.fields?.map((child) => <FieldInput key={child.name} field={child} source={`${source}.${child.name}`} label={child.name} />)}
        </fieldset>
      );
    case 'relationship':
      if (isSingleTarget(field) && !readable[field.relationTo![0]!]) {
        // Users are listed to admins only: others keep the reference as it is (shown, not chosen).
        return <TextInput source={source} label={label} readOnly format={(value: unknown) => referenceId(value)} helperText={`Only a role that reads ${field.relationTo![0]} can change this`} />;
      }
      if (isSingleTarget(field)) {
        return (
          <ReferenceInput source={source} reference={field.relationTo![0]!}>
            <AutocompleteInput label={label} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
          </ReferenceInput>
        );
      }
      return field.loose ? <MediaOrUrl field={field} source={source} label={label} /> : <PolymorphicReference field={field} source={source} label={label} />;
    case 'array': {
      const of = field.of!;
      return (
        <ArrayInput source={source} label={label}>
          {/* Row actions always shown: react-admin hides them until hover, out of reach of the keyboard. */}
          <SimpleFormIterator sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}>
            {of.type === 'object'
              ? of.fields!.map((child) => <FieldInput key={child.name} field={child} source={child.name} label={child.name} />)
              : <FieldInput field={of} source="" label={label} />}
          </SimpleFormIterator>
        </ArrayInput>
      );
    }
  }
}

export function FieldInputs({ fields }: { fields: Field[] }) {
  return <>{fields.map((field) => <FieldInput key={field.name} field={field} source={field.name} label={field.name} />)}</>;
}
