import { Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useToggleCatalogueItem } from '../api/toggle-catalogue-item';
import type { CatalogueResource, CatalogueRow, ToggleDef } from '../resources/resource';

type ToggleSwitchProps = {
  resource: Pick<CatalogueResource, 'path' | 'item'>;
  toggle: ToggleDef<CatalogueRow>;
  row: CatalogueRow;
  label: string;
  disabled: boolean;
};

/** An on/off cell: calls the toggle's on or off action; shows the requested state until the list has reloaded. */
export function ToggleSwitch({ resource, toggle, row, label, disabled }: ToggleSwitchProps) {
  const { t } = useTranslation('catalogues');
  const mutation = useToggleCatalogueItem(resource.path, resource.item);
  const on = toggle.isOn(row);
  const checked = mutation.isPending ? mutation.variables.action === toggle.on : on;
  return (
    <Switch
      checked={checked}
      disabled={disabled || mutation.isPending}
      onChange={() => mutation.mutate({ id: row.id, action: on ? toggle.off : toggle.on })}
      slotProps={{ input: { 'aria-label': t('grid.toggle_label', { field: label, id: row.id }) } }}
      data-testid={`toggle-${toggle.field}-${row.id}`}
    />
  );
}
