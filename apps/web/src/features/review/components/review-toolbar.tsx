import { Box, Button, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArticleOutlinedIcon from '@/components/icons/ArticleOutlined';
import AssignmentIndOutlinedIcon from '@/components/icons/AssignmentIndOutlined';
import CheckCircleOutlinedIcon from '@/components/icons/CheckCircleOutlined';
import DeleteOutlinedIcon from '@/components/icons/DeleteOutlined';
import HighlightOffIcon from '@/components/icons/HighlightOff';
import NavigateNextIcon from '@/components/icons/NavigateNext';
import { paths } from '@/config/paths';

/**
 * The one toolbar of the review screen, kept in view while the form scrolls: the decision (accept, reject with the
 * remarks written), the next application, and for the super admin the permit, the result and delete, each named.
 */
export function ReviewToolbar({
  id,
  canAccept,
  canReject,
  canReview,
  isSuper,
  busy,
  remarkCount,
  nextPending,
  onDecide,
  onNext,
}: {
  id: number;
  canAccept: boolean;
  canReject: boolean;
  canReview: boolean;
  isSuper: boolean;
  busy: boolean;
  remarkCount: number;
  nextPending: boolean;
  onDecide: (decision: 'accept' | 'reject' | 'delete') => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('review');
  if (!canReview && !isSuper) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('detail.actions_label')}
      sx={{ p: 1.5, position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: (theme) => theme.zIndex.appBar - 1 }}
      data-testid="review-actions"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {canAccept ? (
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutlinedIcon />}
            onClick={() => onDecide('accept')}
            disabled={busy}
          >
            {t('detail.accept')}
          </Button>
        ) : null}
        {canReject ? (
          <Tooltip title={remarkCount === 0 ? t('detail.reject_hint') : ''}>
            <span>
              <Button
                variant="contained"
                color="error"
                startIcon={<HighlightOffIcon />}
                onClick={() => onDecide('reject')}
                disabled={busy || remarkCount === 0}
              >
                {t('detail.reject')}
              </Button>
            </span>
          </Tooltip>
        ) : null}
        {canReject ? (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ display: { xs: 'none', sm: 'block' } }}
            data-testid="remark-count"
          >
            {remarkCount === 0 ? t('detail.reject_hint') : t('detail.remarks_written', { count: remarkCount })}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {isSuper ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="super-actions">
            <Button
              component={RouterLink}
              to={paths.admin.allowance.getHref(id)}
              startIcon={<AssignmentIndOutlinedIcon />}
            >
              {t('detail.allowance')}
            </Button>
            <Button component={RouterLink} to={paths.admin.result.getHref(id)} startIcon={<ArticleOutlinedIcon />}>
              {t('detail.result')}
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => onDecide('delete')}
              disabled={busy}
              data-testid="delete-application"
            >
              {t('detail.delete_short')}
            </Button>
          </Stack>
        ) : null}
        {canReview ? (
          <Button onClick={onNext} loading={nextPending} endIcon={<NavigateNextIcon />} data-testid="next-application">
            {t('detail.next')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
