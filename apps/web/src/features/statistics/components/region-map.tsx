import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TRegionStatisticsRow } from '@qabul/contract/statistics';
import { useTranslation } from 'react-i18next';
import { MAP_ATTRIBUTION, MAP_VIEW_BOX, UZBEKISTAN_REGIONS } from './uzbekistan-regions';

/** Light to dark blue by share of the largest region; a region without applicants stays grey. */
function shade(quantity: number, max: number) {
  if (!quantity || !max) return '#eceff1';
  const lightness = 88 - (quantity / max) * 58;
  return `hsl(210, 75%, ${lightness.toFixed(0)}%)`;
}

/** spec §2: the fixed map of Uzbekistan's 14 regions (by ISO 3166-2 code), shaded by count, with tooltips. */
export function RegionMap({ rows }: { rows: TRegionStatisticsRow[] }) {
  const { t } = useTranslation('statistics');
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const max = Math.max(0, ...rows.map((row) => row.quantity));
  return (
    <Stack spacing={1}>
      <Box
        component="svg"
        viewBox={MAP_VIEW_BOX}
        // A group of regions, each an image named by its tooltip (the tooltip sets each path's aria-label).
        role="group"
        aria-label={t('regional.title')}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {UZBEKISTAN_REGIONS.map((region) => {
          const row = byCode.get(region.code);
          const quantity = row?.quantity ?? 0;
          return (
            <Tooltip
              key={region.code}
              followCursor
              title={t('regional.tooltip', { name: row?.regionName ?? region.code, count: quantity })}
            >
              <Box
                component="path"
                role="img"
                d={region.d}
                fill={shade(quantity, max)}
                stroke="#fff"
                strokeWidth={1}
                data-code={region.code}
                data-quantity={quantity}
                sx={{ cursor: 'pointer', '&:hover': { stroke: '#0d47a1', strokeWidth: 2 } }}
              />
            </Tooltip>
          );
        })}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" color="textSecondary">
          0
        </Typography>
        <Box
          sx={{
            width: 120,
            height: 8,
            borderRadius: 1,
            background: `linear-gradient(to right, ${shade(1, 1e9)}, ${shade(1, 1)})`,
          }}
        />
        <Typography variant="caption" color="textSecondary">
          {max}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
          {t('regional.attribution', { source: MAP_ATTRIBUTION })}
        </Typography>
      </Stack>
    </Stack>
  );
}
