import { useTranslate } from 'react-admin';
import { Box, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import type { ShownGroup } from './searchResults';

/**
 * The hits, grouped under their list's name, as the options of the search's listbox: each option's
 * id is its place among all hits (search-hit-3), which the input names as its active descendant.
 * Options are not tab stops: the arrow keys in the input move among them, a click or Enter opens one.
 */
export function SearchResultList({
  groups,
  active,
  onHover,
  onOpen,
}: {
  groups: ShownGroup[];
  active: number;
  onHover: (index: number) => void;
  onOpen: (index: number) => void;
}) {
  const translate = useTranslate();
  // Each group's first option's place among all hits.
  const starts = groups.map((_, i) =>
    groups.slice(0, i).reduce((count, group) => count + group.hits.length, 0),
  );
  return (
    <List id="search-everything-results" role="listbox" dense sx={{ pt: 0 }}>
      {groups.map((group, groupIndex) => {
        const headingId = `search-group-${group.entity}`;
        return (
          <Box component="li" key={group.entity} role="presentation" sx={{ listStyle: 'none' }}>
            <Box component="ul" role="group" aria-labelledby={headingId} sx={{ p: 0 }}>
              <ListSubheader
                id={headingId}
                role="presentation"
                disableSticky
                sx={{ lineHeight: 2.5 }}
              >
                {translate(`resources.${group.resource}.name`, {
                  smart_count: 2,
                  _: group.entity,
                })}
              </ListSubheader>
              {group.hits.map((hit, hitIndex) => {
                const position = starts[groupIndex] + hitIndex;
                return (
                  <ListItemButton
                    key={hit.key}
                    id={`search-hit-${position}`}
                    role="option"
                    aria-selected={position === active}
                    selected={position === active}
                    tabIndex={-1}
                    onMouseMove={() => position !== active && onHover(position)}
                    onClick={() => onOpen(position)}
                  >
                    <ListItemText
                      primary={hit.label}
                      secondary={hit.context}
                      slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                );
              })}
              {group.more && (
                <Typography
                  component="li"
                  variant="caption"
                  color="text.secondary"
                  sx={{ px: 2, display: 'block' }}
                >
                  {translate('zabuni.search.more')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </List>
  );
}
