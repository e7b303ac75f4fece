import { Box, Button, IconButton, Paper, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { APPLICATION_LIST_FILTERS, APPLICATION_PAGE_SIZE } from '@qabul/contract/admin-application';
import type { TPageQuery } from '@qabul/contract/primitives';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import NavigateNextIcon from '@/components/icons/NavigateNext';
import RefreshIcon from '@/components/icons/Refresh';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { SESSION_PARAM } from '@/lib/chosen-session';
import { notify } from '@/lib/snackbar';
import { useApplications } from '../api/get-applications';
import { useNextApplication } from '../api/get-next-application';
import { ApplicationsGrid } from './applications-grid';
import { CountCards } from './count-cards';

/** spec §3 filter index: 0 all, 1 new (submitted), 2 rejected, 3 accepted. */
const TABS = ['all', 'new', 'rejected', 'accepted'] as const;

/** The tab of `?tab=`; anything else is the first. */
function tabOf(value: string | null): number {
  const tab = Number(value);
  return Number.isInteger(tab) && tab >= 0 && tab < TABS.length ? tab : 0;
}

/** Applications open in a new window (spec §2), so the list keeps its page, sort and search. */
function openApplication(id: number) {
  window.open(paths.admin.applicationShow.getHref(id), '_blank', 'noopener');
}

const firstQuery = (): TPageQuery => ({ page: 0, size: APPLICATION_PAGE_SIZE, sortOrder: 'desc' });

/** A tab's address, keeping the session shown (a ctrl-click opens the same session's tab). */
function tabHref(tab: number, sessionId: number | undefined) {
  const href = paths.admin.applications.getHref(tab === 0 ? undefined : tab);
  if (sessionId === undefined) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${SESSION_PARAM}=${sessionId}`;
}

/**
 * The staff dashboard (spec §2) of one admission session: counts, the tabs of `?tab=`, the server-paged, sorted and
 * searched list, and "Next" for reviewers (the oldest waiting application nobody else has open).
 */
export function ApplicationsDashboard({
  sessionId,
  sessionPicker,
  extraCards,
}: {
  sessionId: number | undefined;
  /** Picks the session; the page composes it (another feature). */
  sessionPicker?: ReactNode;
  /** More count cards beside the four of spec §2 (the appeals waiting). */
  extraCards?: ReactNode;
}) {
  const { t } = useTranslation('review');
  const role = useUser().data?.role;
  const canReview = role === 'ADMIN_SUPER' || role === 'ADMIN_VERIFIER';
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState(firstQuery);
  const list = useApplications(tab === 0 ? undefined : APPLICATION_LIST_FILTERS[tab - 1], query, sessionId);
  const next = useNextApplication(sessionId);

  const selectTab = (value: number) => {
    setQuery((current) => ({ ...current, page: 0 }));
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (value === 0) params.delete('tab');
      else params.set('tab', String(value));
      return params;
    });
  };

  const onTabClick = (event: MouseEvent, value: number) => {
    event.preventDefault();
    // spec §2: ctrl-click (cmd-click on a Mac) opens the tab in a new window.
    if (event.ctrlKey || event.metaKey) window.open(tabHref(value, sessionId), '_blank', 'noopener');
    else selectTab(value);
  };

  const openNext = () =>
    next.mutate(undefined, {
      onSuccess: ({ id }) => (id === null ? notify.info(t('dashboard.next_none')) : openApplication(id)),
    });

  const runSearch = () => setQuery((current) => ({ ...current, page: 0, name: search.trim() || undefined }));

  return (
    <Stack spacing={2} data-testid="applications-dashboard">
      <PageHeader title={t('dashboard.title')}>
        {sessionPicker}
        {canReview ? (
          <Button
            variant="contained"
            endIcon={<NavigateNextIcon />}
            onClick={openNext}
            loading={next.isPending}
            data-testid="next-application"
          >
            {t('dashboard.next')}
          </Button>
        ) : null}
      </PageHeader>
      <CountCards sessionId={sessionId} onSelect={selectTab} extraCards={extraCards} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} variant="scrollable" aria-label={t('dashboard.tabs_label')}>
            {TABS.map((name, index) => (
              <Tab
                key={name}
                value={index}
                label={t(`tabs.${name}`)}
                component="a"
                href={tabHref(index, sessionId)}
                onClick={(event: MouseEvent) => onTabClick(event, index)}
                sx={{ minWidth: { xs: 64, sm: 90 }, px: { xs: 1.5, sm: 2 } }}
                data-testid={`tab-${name}`}
              />
            ))}
          </Tabs>
        </Box>
        <Stack direction="row" spacing={1} sx={{ p: { xs: 1, sm: 2 }, alignItems: 'center' }}>
          <SearchField
            value={search}
            onChange={setSearch}
            onSearch={runSearch}
            label={t('dashboard.search')}
            buttonLabel={t('dashboard.search_button')}
            testId="application-search"
            sx={{ flex: 1, maxWidth: { sm: 460 } }}
          />
          <Tooltip title={t('dashboard.refresh')}>
            <IconButton onClick={() => void list.refetch()} aria-label={t('dashboard.refresh')}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {list.data?.totalCapped ? (
          <Typography variant="body2" color="textSecondary" sx={{ px: { xs: 1, sm: 2 }, pb: 1 }} role="status">
            {t('dashboard.search_capped', { count: list.data.totalElements })}
          </Typography>
        ) : null}
        <ApplicationsGrid
          rows={list.data?.content}
          total={list.data?.totalElements ?? 0}
          loading={list.isFetching}
          query={query}
          onQueryChange={setQuery}
          showStatus={tab === 0}
          onOpen={openApplication}
        />
      </Paper>
    </Stack>
  );
}
