import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { type FieldErrors, useFormState } from 'react-hook-form';
import { FieldInput, SyncedRecord } from './fields';
import { type Field, formLayout, isSyncedRecord } from './schema';

const SYNCED = 'synced';
const TECHNICAL = 'technical';

/**
 * A record's form laid out from its field definitions alone (GET /api/schema): the sections in the order of
 * their first field, the sidebar fields beside them with `side` (live figures, history), then, collapsed, what
 * the commerce backend owns (read-only, with the time of the last sync) and the technical details.
 */
export function RecordForm({ fields, side }: { fields: Field[]; side?: ReactNode }) {
  const record = useRecordContext();
  const synced = isSyncedRecord(record);
  const layout = formLayout(fields, { synced });
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const sectionOf = (name: string) => (layout.synced.some((field) => field.name === name) ? SYNCED : layout.technical.some((field) => field.name === name) ? TECHNICAL : undefined);
  const headed = layout.main.length + (layout.synced.length > 0 ? 1 : 0) + (layout.technical.length > 0 ? 1 : 0) > 1;
  const hasSide = layout.sidebar.length > 0 || side !== undefined;
  return (
    <SyncedRecord.Provider value={synced}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: hasSide ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)' }, gap: 3, width: '100%' }}>
        <Box sx={{ minWidth: 0 }}>
          {layout.main.map((section) => (
            <FormSection key={section.name} title={headed ? section.name : undefined}>
              {section.fields.map((field) => <FieldInput key={field.name} field={field} source={field.name} />)}
            </FormSection>
          ))}
          {layout.synced.length > 0 && (
            <Collapsed
              title="Synced from the commerce backend"
              expanded={open[SYNCED] === true}
              onChange={(expanded) => setOpen((state) => ({ ...state, [SYNCED]: expanded }))}
              summary={<SyncSummary at={record?.lastSyncedAt} />}
              testId="synced-section"
            >
              <Typography variant="body2" sx={{ mb: 1 }}>
                The commerce backend owns these fields: every sync writes them, so change them there. A sync never writes the fields above.
              </Typography>
              {layout.synced.map((field) => <FieldInput key={field.name} field={field} source={field.name} readOnly />)}
            </Collapsed>
          )}
          {layout.technical.length > 0 && (
            <Collapsed title="Technical details" expanded={open[TECHNICAL] === true} onChange={(expanded) => setOpen((state) => ({ ...state, [TECHNICAL]: expanded }))} testId="technical-section">
              {layout.technical.map((field) => <FieldInput key={field.name} field={field} source={field.name} readOnly />)}
            </Collapsed>
          )}
        </Box>
        {hasSide && (
          <Box sx={{ minWidth: 0 }} data-testid="form-side">
            {layout.sidebar.length > 0 && (
              <FormSection title={headed || side ? 'Publishing' : undefined}>
                {layout.sidebar.map((field) => <FieldInput key={field.name} field={field} source={field.name} />)}
              </FormSection>
            )}
            {side}
          </Box>
        )}
      </Box>
      <RevealRefusedField onReveal={(name) => { const section = sectionOf(name); if (section) setOpen((state) => ({ ...state, [section]: true })); }} />
    </SyncedRecord.Provider>
  );
}

function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  const id = useId();
  if (!title) return <Box sx={{ mb: 2 }}>{children}</Box>;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }} data-section={title}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}

function Collapsed({ title, summary, expanded, onChange, testId, children }: {
  title: string; summary?: ReactNode; expanded: boolean; onChange(expanded: boolean): void; testId: string; children: ReactNode;
}) {
  const id = useId();
  return (
    <Accordion expanded={expanded} onChange={(_event, next) => onChange(next)} disableGutters variant="outlined" sx={{ mb: 2 }} data-testid={testId} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-region`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography component="span" variant="subtitle1">{title}</Typography>
          {summary}
        </Box>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

function SyncSummary({ at }: { at: unknown }) {
  return (
    <>
      <Chip size="small" label="Synced" variant="outlined" />
      <Typography component="span" variant="body2" data-testid="last-synced">
        {typeof at === 'string' ? <>Last sync <time dateTime={at}>{new Date(at).toLocaleString()}</time></> : 'Never synced'}
      </Typography>
    </>
  );
}

/** The paths of a form's server-side errors (react-admin sets them from the API's `{errors:[{field, message}]}`). */
function serverErrorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if ('type' in value && 'message' in value && typeof value.type === 'string') return value.type === 'server' ? [path] : [];
    return serverErrorPaths(value as FieldErrors, path);
  });
}

/**
 * After a refused save, the first field the service refused is brought into view, its section opened, and
 * focused, so the reason shown under it is where the editor is (not only in a notification).
 */
function RevealRefusedField({ onReveal }: { onReveal(topLevelName: string): void }) {
  const { errors } = useFormState();
  const paths = serverErrorPaths(errors);
  const key = paths.join('|');
  const handled = useRef('');
  useEffect(() => {
    if (!key || key === handled.current) return;
    handled.current = key;
    const [first] = paths.map((path) => ({ path, element: closestField(path) })).filter((found) => found.element)
      .sort((a, b) => (a.element!.compareDocumentPosition(b.element!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const target = first?.path ?? paths[0]!;
    onReveal(target.split('.')[0]!);
    // Once the section is open.
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const element = closestField(target);
      if (!element) return;
      element.scrollIntoView({ block: 'center' });
      const focusable = element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [contenteditable="true"], [role="combobox"], button') ?? element;
      if (focusable === element) element.tabIndex = -1;
      focusable.focus({ preventScroll: true });
    }));
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** The element of a field path, or of its nearest drawn parent (a refused row value inside a read-only list). */
function closestField(path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const element = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(parts.slice(0, length).join('.'))}"]`);
    if (element) return element;
  }
  return null;
}
