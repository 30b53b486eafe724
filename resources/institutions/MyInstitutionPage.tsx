import { Navigate } from 'react-router-dom';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getCurrentUser } from '../../providers/session';

/**
 * /institution/edit-intitution-details, where sign-in sends procuring-entity staff while their
 * institution's registration is incomplete: their institution's page, with Edit and Complete
 * registration for its administrator.
 */
export function MyInstitutionPage() {
  const translate = useTranslate();
  const uuid = getCurrentUser()?.procuringEntity?.uuid;
  if (!uuid) {
    return <Typography sx={{ m: 4 }}>{translate('zabuni.institutions.noInstitution')}</Typography>;
  }
  return <Navigate to={`/institutions/${uuid}/show`} replace />;
}
