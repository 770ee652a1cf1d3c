import { Checkbox } from '@mui/material';
import { type MouseEvent, useMemo } from 'react';
import { DatagridHeader, type DatagridHeaderProps, DatagridRow, type DatagridRowProps, I18nContext, type RaRecord, useI18nProvider, useRecordContext } from 'react-admin';

/** A record's title as the list shows it: its title field, or "(no title)". */
export function recordTitle(record: RaRecord | undefined, source: string): string {
  const title = record?.[source];
  return title === null || title === undefined || title === '' ? `(no ${source})` : String(title);
}

/** The class of the selection cells, for the list's styles (a checkbox column as narrow as react-admin's). */
export const SELECT_CELL = 'select-row';

/**
 * react-admin's row with its selection checkbox named after the record ("Select Spring sale"). react-admin
 * puts its "Select this row" on the checkbox's wrapper, where axe finds a prohibited aria-label and an
 * unnamed input; here the name is on the input. Everything else (row click, shift-click ranges) is react-admin's.
 */
export function labelledRow(titleSource: string) {
  return function LabelledRow({ hasBulkActions, onToggleItem, selected = false, selectable = true, id, children, ...rest }: DatagridRowProps) {
    const record = useRecordContext(rest);
    const toggle = (event: MouseEvent) => {
      event.stopPropagation();
      if (selectable && onToggleItem && id !== undefined) onToggleItem(id, event);
    };
    return (
      <DatagridRow {...rest} id={id} selected={selected} selectable={selectable} onToggleItem={onToggleItem} hasBulkActions={false}>
        {hasBulkActions && (
          <SelectRow cellClassName={SELECT_CELL} label={`Select ${recordTitle(record, titleSource)}`} checked={selectable && selected} disabled={!selectable} onToggle={toggle} />
        )}
        {children}
      </DatagridRow>
    );
  };
}

/** A row's checkbox, rendered by react-admin as one of the row's cells (`cellClassName` is read there). */
function SelectRow({ label, checked, disabled, onToggle }: { label: string; checked: boolean; disabled: boolean; onToggle: (event: MouseEvent) => void; cellClassName: string }) {
  return <Checkbox color="primary" className="select-item" checked={checked} disabled={disabled} onClick={onToggle} slotProps={{ input: { 'aria-label': label } }} />;
}

/** react-admin's header, its checkbox named for what it does: "Select all on this page". */
export function SelectAllOnPageHeader(props: DatagridHeaderProps) {
  const i18n = useI18nProvider();
  const named = useMemo(() => ({
    ...i18n,
    translate: (key: string, options?: Record<string, unknown>) => (key === 'ra.action.select_all' ? 'Select all on this page' : i18n.translate(key, options)),
  }), [i18n]);
  return (
    <I18nContext.Provider value={named}>
      <DatagridHeader {...props} />
    </I18nContext.Provider>
  );
}
