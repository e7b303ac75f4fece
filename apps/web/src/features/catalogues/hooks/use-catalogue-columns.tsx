import { useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/date-time';
import { useFieldLabel } from '../components/catalogue-field';
import { CatalogueRowActions } from '../components/catalogue-row-actions';
import { ToggleSwitch } from '../components/toggle-switch';
import type { CatalogueResource, CatalogueRow, ColumnDef } from '../resources/resource';

/** Flexible columns keep this width on phones; the grid scrolls sideways instead of squeezing them. */
const FLEX_MIN_WIDTH = 160;
/** On a 360 px phone: name + one switch + the buttons fit the screen's 328 px. */
const PHONE_NAME_MIN_WIDTH = 120;
const PHONE_TOGGLE_WIDTH = 90;

/**
 * The grid's columns for a resource: its data columns, its on/off switches and, for the super admin, the row's
 * buttons. On a phone the row's name, switches and buttons come first.
 */
export function useCatalogueColumns(
  resource: CatalogueResource,
  {
    canWrite,
    onEdit,
    onChangePassword,
    onResetTwoFactor,
  }: {
    canWrite: boolean;
    onEdit: (row: CatalogueRow) => void;
    onChangePassword: (row: CatalogueRow) => void;
    onResetTwoFactor: (row: CatalogueRow) => void;
  },
): GridColDef<CatalogueRow>[] {
  const { t } = useTranslation('catalogues');
  const label = useFieldLabel(resource.name);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  return useMemo((): GridColDef<CatalogueRow>[] => {
    const text = (column: ColumnDef<CatalogueRow>, row: CatalogueRow): string => {
      if (column.text) return column.text(row);
      const value = (row as Record<string, unknown>)[column.field];
      if (value === null || value === undefined) return '';
      if (column.format === 'date') return formatDay(String(value));
      if (column.format) return t(`${column.format.enumKey}.${String(value)}`);
      return String(value);
    };
    const editable = (row: CatalogueRow) => canWrite && (resource.editable?.(row) ?? true);
    const dataColumns = resource.columns.map(
      (column): GridColDef<CatalogueRow> => ({
        field: column.field,
        headerName: label(column.field),
        sortable: column.sortField !== false,
        width: column.width,
        flex: column.flex,
        minWidth: column.flex ? (column.minWidth ?? FLEX_MIN_WIDTH) : undefined,
        valueGetter: (_value, row) => text(column, row),
      }),
    );
    const toggleColumns = resource.toggles.map(
      (toggle): GridColDef<CatalogueRow> => ({
        field: toggle.field,
        headerName: label(toggle.field),
        width: phone ? PHONE_TOGGLE_WIDTH : 110,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <ToggleSwitch
            resource={resource}
            toggle={toggle}
            row={row}
            label={label(toggle.field)}
            disabled={!editable(row)}
          />
        ),
      }),
    );
    const actionColumns: GridColDef<CatalogueRow>[] = canWrite
      ? [
          {
            field: 'actions',
            headerName: t('grid.actions'),
            sortable: false,
            width: resource.passwordChange ? 110 : 100,
            align: 'center',
            headerAlign: 'center',
            renderCell: ({ row }) =>
              editable(row) ? (
                <CatalogueRowActions
                  row={row}
                  passwordChange={Boolean(resource.passwordChange)}
                  onEdit={onEdit}
                  onChangePassword={onChangePassword}
                  onResetTwoFactor={onResetTwoFactor}
                />
              ) : null,
          } satisfies GridColDef<CatalogueRow>,
        ]
      : [];
    if (!phone) return [...dataColumns, ...toggleColumns, ...actionColumns];
    // On a phone the row's name, its switches and its buttons come first, so no sideways scroll is needed to reach
    // them; the other columns follow.
    const lead = Math.max(
      0,
      dataColumns.findIndex((column) => column.field !== 'id'),
    );
    const name = { ...dataColumns[lead], flex: 1, minWidth: PHONE_NAME_MIN_WIDTH, width: undefined };
    return [name, ...toggleColumns, ...actionColumns, ...dataColumns.filter((_, index) => index !== lead)];
  }, [resource, canWrite, label, t, phone, onEdit, onChangePassword, onResetTwoFactor]);
}
