import { useLocaleState } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatNumber } from '../../locales/formats';

/** One bar: its label, and one value per series. */
export interface BarRow {
  label: string;
  values: number[];
}

/** The series' colours, from the theme (the first series is the primary colour). */
const seriesColours = ['primary.main', 'secondary.main'];

/**
 * Counts as horizontal bars drawn with boxes: a list whose items read "label: value" to a screen
 * reader (the bars are decoration). Replaces a charts library of about 95 kB gzipped, which the
 * home page loaded for four small charts (issue 42).
 */
export const BarList = ({
  rows,
  label,
  series,
}: {
  rows: BarRow[];
  /** The list's accessible name: the chart's title. */
  label: string;
  /** The series' names, shown as a legend when there are more than one. */
  series?: string[];
}) => {
  const [language] = useLocaleState();
  const largest = Math.max(1, ...rows.flatMap((row) => row.values));
  return (
    <>
      {series && series.length > 1 && (
        <Box sx={{ display: 'flex', gap: 2, mb: 1 }} aria-hidden>
          {series.map((name, index) => (
            <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box sx={{ width: 12, height: 12, bgcolor: seriesColours[index] }} />
              <Typography variant="body2">{name}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(6rem, 30%) 1fr',
              alignItems: 'center',
              gap: 1,
              py: 0.25,
            }}
          >
            <Typography variant="body2" noWrap title={row.label}>
              {row.label}
              {/* What the bars show, for a screen reader (and a copy of the page's text). */}
              <Box component="span" sx={visuallyHidden}>
                {': '}
                {row.values
                  .map((value, index) =>
                    series && series.length > 1
                      ? `${series[index]} ${formatNumber(value, language)}`
                      : formatNumber(value, language),
                  )
                  .join(', ')}
              </Box>
            </Typography>
            <Box aria-hidden>
              {row.values.map((value, index) => (
                <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Box
                    sx={{
                      height: row.values.length > 1 ? 8 : 14,
                      width: `${(value / largest) * 85}%`,
                      minWidth: value > 0 ? 2 : 0,
                      bgcolor: seriesColours[index],
                      borderRadius: 0.5,
                    }}
                  />
                  <Typography variant="caption">{formatNumber(value, language)}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
};

/** Hidden on screen, read by screen readers (MUI's visuallyHidden, without importing @mui/utils). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
