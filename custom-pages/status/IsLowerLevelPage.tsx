import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { RoleName } from '../../contract/users';
import { getCurrentUser } from '../../providers/session';
import {
  manageableProcuringEntities,
  setManagedProcuringEntity,
} from '../../providers/managedProcuringEntity';
import { PublicPageLayout } from '../PublicPageLayout';

/**
 * For users of a lower-level procuring entity: use the mobile app. A LOWER_LEVEL_ADMINISTRATOR may
 * switch to a PE they manage (a selector when there is more than one; preselected when one).
 */
export const IsLowerLevelPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const user = getCurrentUser();
  const choices = user ? manageableProcuringEntities(user) : [];
  const [selected, setSelected] = useState(choices.length === 1 ? choices[0].uuid : '');
  const canSwitch = !!user?.rolesListStrings.includes(RoleName.lowerLevelAdministrator);

  const switchPe = () => {
    const choice = choices.find((pe) => pe.uuid === selected);
    if (!choice) return;
    setManagedProcuringEntity(choice);
    navigate('/landing');
  };

  return (
    <PublicPageLayout title={translate('zabuni.lowerLevel.title')}>
      <Typography sx={{ mb: 3 }}>{translate('zabuni.lowerLevel.body')}</Typography>
      {canSwitch && choices.length > 1 && (
        <TextField
          select
          fullWidth
          label={translate('zabuni.lowerLevel.choosePe')}
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          sx={{ mb: 2 }}
        >
          {choices.map((pe) => (
            <MenuItem key={pe.uuid} value={pe.uuid}>
              {pe.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => logout()}>
          {translate('ra.auth.logout')}
        </Button>
        {canSwitch && (
          <Button variant="contained" onClick={switchPe} disabled={!selected}>
            {translate('zabuni.lowerLevel.switchPe')}
          </Button>
        )}
      </Box>
    </PublicPageLayout>
  );
};
