import { Alert, Box, Button, Stack } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Catches what breaks a page while it draws, most often its code failing to download (a dropped connection, or a
 * new version deployed since the app was opened), and offers to reload instead of leaving a blank screen.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'flex-start' }}>
        <Alert severity="error">{t('errors.page_failed')}</Alert>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </Stack>
    </Box>
  );
}
