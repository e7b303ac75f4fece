import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { TPageQuery } from '@qabul/contract/primitives';
import { useMemo, useState } from 'react';
import type { CatalogueResource } from '../resources/resource';

/** spec §9: 50 rows a page, 25/50/100 to choose from. */
const PAGE_SIZE = 50;
export const PAGE_SIZE_OPTIONS = [25, 50, 100];

/**
 * The list query of a catalogue screen (page, size, sort, search) and the grid's side of it: its sort model and
 * the handlers of its pagination and sort changes. A column sorts by its resource's sort field, if any.
 */
export function useCatalogueQuery(resource: CatalogueResource) {
  const [query, setQuery] = useState<TPageQuery>({ page: 0, size: PAGE_SIZE, sortOrder: 'asc' });

  const sortFields = useMemo(() => {
    const entries: [string, string | false][] = [
      ...resource.columns.map((column): [string, string | false] => [column.field, column.sortField ?? column.field]),
      ...resource.toggles.map((toggle): [string, string] => [toggle.field, toggle.sortField]),
    ];
    return new Map(entries);
  }, [resource]);

  const sortModel: GridSortModel = useMemo(() => {
    if (!query.sortField) return [];
    const field = [...sortFields].find(([, sortField]) => sortField === query.sortField)?.[0];
    return field ? [{ field, sort: query.sortOrder }] : [];
  }, [query.sortField, query.sortOrder, sortFields]);

  /** A new search starts from the first page; blank shows everything. */
  const search = (name: string) => setQuery((current) => ({ ...current, page: 0, name: name.trim() || undefined }));

  const onPaginationModelChange = (model: GridPaginationModel) =>
    setQuery((current) => ({
      ...current,
      page: model.pageSize === current.size ? model.page : 0,
      size: model.pageSize,
    }));

  const onSortModelChange = (model: GridSortModel) =>
    setQuery((current) => {
      const [first] = model;
      const sortField = first ? sortFields.get(first.field) : undefined;
      return {
        ...current,
        page: 0,
        sortField: sortField || undefined,
        sortOrder: first?.sort === 'desc' ? 'desc' : 'asc',
      };
    });

  return { query, sortModel, search, onPaginationModelChange, onSortModelChange };
}
