import { Box } from '@mui/material';

/** An audit entry's `changes`: `{field: [before, after]}`, or for a few operations a plain value (a clear's count). */
export type Changes = Record<string, unknown> | null;

interface RichNode { type?: string; text?: string; content?: RichNode[] }

/** The words of a rich-text document (TipTap's JSON), so a changed story reads as text, not as JSON. */
function richText(node: RichNode): string {
  if (typeof node.text === 'string') return node.text;
  const parts = (node.content ?? []).map(richText);
  return parts.join(node.type === 'doc' ? '\n' : '');
}

const LONG = 160;

/** A value as an editor reads it: text as it is, nothing as "(empty)", rich text as its words, the rest as JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && (value as RichNode).type === 'doc') return richText(value as RichNode) || '(empty)';
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

function Value({ value, as }: { value: unknown; as: 'del' | 'ins' }) {
  const text = readable(value);
  const shown = text.length > LONG ? `${text.slice(0, LONG)}…` : text;
  return (
    <Box component={as} title={text.length > LONG ? text : undefined}
      sx={{ textDecoration: as === 'del' ? 'line-through' : 'none', wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
      {shown}
    </Box>
  );
}

/**
 * Each changed field with its value before and after, side by side from 600 px (unless `stacked`, for a
 * narrow column), one above the other below;
 * "before" and "after" are said in words too, for screen readers (del/ins are not announced everywhere).
 */
export default function AuditChanges({ changes, stacked = false }: { changes: Changes; stacked?: boolean }) {
  const pairs = Object.entries(changes ?? {});
  if (pairs.length === 0) return <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>No field changes.</Box>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: stacked ? '1fr' : { xs: '1fr', sm: 'minmax(8em, max-content) 1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {pairs.map(([field, change]) => {
        const name = <Box component="dt" sx={{ fontWeight: 'bold', wordBreak: 'break-word' }}>{field}</Box>;
        if (!Array.isArray(change) || change.length !== 2) {
          // Not a before/after pair (a cleared collection's count, a redelivered delivery): the value alone.
          return (
            <Box key={field} sx={{ display: 'contents' }}>
              {name}
              <Box component="dd" sx={{ m: 0, gridColumn: stacked ? undefined : { sm: 'span 2' }, wordBreak: 'break-word' }}>{readable(change)}</Box>
            </Box>
          );
        }
        const [before, after] = change;
        return (
          <Box key={field} sx={{ display: 'contents' }}>
            {name}
            <Box component="dd" sx={{ m: 0 }}>
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>before </Box>
              <Value value={before} as="del" />
            </Box>
            <Box component="dd" sx={{ m: 0, mb: stacked ? 1 : { xs: 1, sm: 0 } }}>
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>after </Box>
              <Value value={after} as="ins" />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
