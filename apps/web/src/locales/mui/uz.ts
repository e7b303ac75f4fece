import type { Localization } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';

/**
 * Uzbek (Latin) texts of MUI and MUI X: neither ships an Uzbek locale. Written after their English and Russian packs,
 * with the same keys; the theme (theme.ts) passes them to every component.
 */

function pageAriaLabel(type: string): string {
  if (type === 'first') return "Birinchi sahifaga o'tish";
  if (type === 'last') return "Oxirgi sahifaga o'tish";
  if (type === 'next') return "Keyingi sahifaga o'tish";
  return "Oldingi sahifaga o'tish";
}

export const uzMaterial: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: "To'liq yo'lni ko'rsatish" } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'Sahifadagi qatorlar:',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to}, jami ${count !== -1 ? count : `${to} dan ko'p`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} yulduz`,
        emptyLabelText: "Baho yo'q",
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Tozalash',
        closeText: 'Yopish',
        loadingText: 'Yuklanmoqda…',
        noOptionsText: 'Hech narsa topilmadi',
        openText: 'Ochish',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Yopish' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': "Sahifalar bo'yicha navigatsiya",
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return selected ? `${page}-sahifa` : `${page}-sahifaga o'tish`;
          return pageAriaLabel(type);
        },
      },
    },
  },
};

const activeFilters = (count: number) => `Faol filtrlar: ${count}`;

/**
 * Every DataGrid text the community (MIT) grid can show. The Pro/Premium-only texts (pivot, charts, AI assistant,
 * aggregation, grouping, tree data, header filters, pinning) never appear in it and stay as the English base.
 */
export const uzDataGridTexts = {
  noRowsLabel: "Yozuvlar yo'q",
  noResultsOverlayLabel: 'Hech narsa topilmadi.',
  noColumnsOverlayLabel: "Ustunlar yo'q",
  noColumnsOverlayManageColumns: 'Ustunlarni boshqarish',
  toolbarDensity: 'Zichlik',
  toolbarDensityLabel: 'Zichlik',
  toolbarDensityCompact: 'Ixcham',
  toolbarDensityStandard: 'Oddiy',
  toolbarDensityComfortable: 'Keng',
  toolbarUndo: 'Bekor qilish',
  toolbarRedo: 'Qaytarish',
  toolbarColumns: 'Ustunlar',
  toolbarColumnsLabel: 'Ustunlarni tanlash',
  toolbarFilters: 'Filtrlar',
  toolbarFiltersLabel: "Filtrlarni ko'rsatish",
  toolbarFiltersTooltipHide: 'Filtrlarni yashirish',
  toolbarFiltersTooltipShow: "Filtrlarni ko'rsatish",
  toolbarFiltersTooltipActive: activeFilters,
  toolbarQuickFilterPlaceholder: 'Qidirish…',
  toolbarQuickFilterLabel: 'Qidirish',
  toolbarQuickFilterDeleteIconLabel: 'Tozalash',
  toolbarExport: 'Eksport',
  toolbarExportLabel: 'Eksport',
  toolbarExportCSV: 'CSV formatida yuklab olish',
  toolbarExportPrint: 'Chop etish',
  toolbarExportExcel: 'Excel formatida yuklab olish',
  columnsManagementSearchTitle: 'Qidirish',
  columnsManagementNoColumns: "Ustunlar yo'q",
  columnsManagementShowHideAllText: "Hammasini ko'rsatish/yashirish",
  columnsManagementReset: 'Asliga qaytarish',
  columnsManagementDeleteIconLabel: 'Tozalash',
  filterPanelAddFilter: "Filtr qo'shish",
  filterPanelRemoveAll: "Hammasini o'chirish",
  filterPanelDeleteIconLabel: "O'chirish",
  filterPanelLogicOperator: 'Mantiqiy operator',
  filterPanelOperator: 'Operator',
  filterPanelOperatorAnd: 'Va',
  filterPanelOperatorOr: 'Yoki',
  filterPanelColumn: 'Ustun',
  filterPanelInputLabel: 'Qiymat',
  filterPanelInputPlaceholder: 'Filtr qiymati',
  filterOperatorContains: "o'z ichiga oladi",
  filterOperatorDoesNotContain: "o'z ichiga olmaydi",
  filterOperatorEquals: 'teng',
  filterOperatorDoesNotEqual: 'teng emas',
  filterOperatorStartsWith: 'bilan boshlanadi',
  filterOperatorEndsWith: 'bilan tugaydi',
  filterOperatorIs: 'teng',
  filterOperatorNot: 'teng emas',
  filterOperatorAfter: 'dan keyin',
  filterOperatorOnOrAfter: 'shu kuni yoki keyin',
  filterOperatorBefore: 'dan oldin',
  filterOperatorOnOrBefore: 'shu kuni yoki oldin',
  filterOperatorIsEmpty: "bo'sh",
  filterOperatorIsNotEmpty: "bo'sh emas",
  filterOperatorIsAnyOf: 'quyidagilardan biri',
  filterValueAny: 'istalgan',
  filterValueTrue: 'ha',
  filterValueFalse: "yo'q",
  columnMenuLabel: 'Menyu',
  columnMenuAriaLabel: (columnName: string) => `"${columnName}" ustuni menyusi`,
  columnMenuShowColumns: "Ustunlarni ko'rsatish",
  columnMenuManageColumns: 'Ustunlarni boshqarish',
  columnMenuFilter: 'Filtr',
  columnMenuHideColumn: 'Ustunni yashirish',
  columnMenuUnsort: 'Saralashni bekor qilish',
  columnMenuSortAsc: "O'sish tartibida saralash",
  columnMenuSortDesc: 'Kamayish tartibida saralash',
  columnHeaderFiltersTooltipActive: activeFilters,
  columnHeaderFiltersLabel: "Filtrlarni ko'rsatish",
  columnHeaderSortIconLabel: 'Saralash',
  footerRowSelected: (count: number) => `Tanlangan qatorlar: ${count.toLocaleString()}`,
  footerTotalRows: 'Jami qatorlar:',
  footerTotalVisibleRows: (visibleCount: number, totalCount: number) =>
    `${visibleCount.toLocaleString()} / ${totalCount.toLocaleString()}`,
  checkboxSelectionHeaderName: 'Tanlash',
  checkboxSelectionSelectAllRows: 'Barcha qatorlarni tanlash',
  checkboxSelectionUnselectAllRows: 'Barcha qatorlar tanlovini bekor qilish',
  checkboxSelectionSelectRow: 'Qatorni tanlash',
  checkboxSelectionUnselectRow: 'Qator tanlovini bekor qilish',
  booleanCellTrueLabel: 'ha',
  booleanCellFalseLabel: "yo'q",
  longTextCellExpandLabel: 'Yoyish',
  longTextCellCollapseLabel: "Yig'ish",
  actionsCellMore: 'yana',
  paginationRowsPerPage: 'Sahifadagi qatorlar:',
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to}, jami ${count !== -1 ? count : `${to} dan ko'p`}`,
  paginationItemAriaLabel: pageAriaLabel,
} satisfies Partial<GridLocaleText>;
