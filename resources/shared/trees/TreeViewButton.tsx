import { lazy, Suspense, useState } from 'react';
import { Box, Drawer, IconButton, LinearProgress, Typography } from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import { treeOfResource } from './treeOfResource';

// The tree and MUI X Tree View are read only when a tree is first opened (decision 145).
const TreePanel = lazy(() => import('./TreePanel'));

/**
 * "Tree" in a list's actions, where the list has one (areas, institutions, tender categories): the
 * tree opens in a panel beside the list (the whole width on a phone); Escape or Close shuts it.
 */
export function TreeViewButton() {
  const resource = useResourceContext() ?? '';
  const tree = treeOfResource[resource];
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess: canMove } = useCanAccess({ resource, action: 'edit' });
  if (!tree) return null;
  return (
    <>
      <Button label="zabuni.trees.open" onClick={() => setOpen(true)}>
        <AccountTreeIcon />
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { width: { xs: '100vw', sm: 440 } }, 'aria-labelledby': 'tree-title' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', p: 2, pb: 0 }}>
          <Typography id="tree-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('zabuni.trees.title')}
          </Typography>
          <IconButton aria-label={translate('zabuni.trees.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        {open && (
          <Suspense fallback={<LinearProgress />}>
            <TreePanel tree={tree} canMove={!!canMove} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
