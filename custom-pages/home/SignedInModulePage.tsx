import { useGetIdentity, useTranslate } from 'react-admin';
import { PageTitle } from '../../resources/shared/PageTitle';
import { Card, CardContent, Typography } from '@mui/material';

/** The pages of the route table outside /modules, each with its title and body under zabuni.modules. */
export type SignedInModule =
  | 'embassy'
  | 'manufacturer'
  | 'tenderer'
  | 'manufacturerHome'
  | 'app'
  | 'tenderInitiation'
  | 'embassys'
  | 'templateEditor'
  | 'documentReader'
  | 'ipcSheet'
  | 'variationSheet'
  | 'peSelfRegistration';

/**
 * The signed-in pages of the route table whose modules come in later releases (tenderer
 * registration, the embassy dashboard, a manufacturer's submission, ...): they greet the person, say
 * what the module is and that it is not part of this release, in words only: what the page was opened
 * with (its query's raw keys and values) is not shown.
 */
export const SignedInModulePage = ({ module }: { module: SignedInModule }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={translate(`zabuni.modules.${module}.title`)} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`zabuni.modules.${module}.title`)}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {translate('zabuni.modules.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate(`zabuni.modules.${module}.body`)}</Typography>
      </CardContent>
    </Card>
  );
};
