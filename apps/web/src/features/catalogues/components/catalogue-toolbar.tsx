import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AddIcon from '@/components/icons/Add';
import RefreshIcon from '@/components/icons/Refresh';
import { SearchField } from '@/components/ui/search-field';

/** Above the table: the search (sent on Enter or its button), refresh, and for the super admin the add button. */
export function CatalogueToolbar({
  onSearch,
  onRefresh,
  onAdd,
}: {
  onSearch: (name: string) => void;
  onRefresh: () => void;
  /** Absent for the roles that only read. */
  onAdd?: () => void;
}) {
  const { t } = useTranslation('catalogues');
  const [search, setSearch] = useState('');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField
        value={search}
        onChange={setSearch}
        onSearch={() => onSearch(search)}
        label={t('toolbar.search')}
        buttonLabel={t('toolbar.search')}
        testId="catalogue-search"
        sx={{ flex: '1 1 140px', maxWidth: { sm: 400 } }}
      />
      <Tooltip title={t('toolbar.refresh')}>
        <IconButton onClick={onRefresh} aria-label={t('toolbar.refresh')} data-testid="catalogue-refresh">
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      {onAdd ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onAdd}
          sx={{ ml: 'auto' }}
          data-testid="catalogue-add"
        >
          {t('toolbar.add')}
        </Button>
      ) : null}
    </Stack>
  );
}
