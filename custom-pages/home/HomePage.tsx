import { Link as RouterLink } from 'react-router-dom';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { MySignedDocuments } from './MySignedDocuments';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';

/** Home (/ and /landing): a welcome and the administration areas this user may open. */
export const HomePage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess: canListChargeTypes } = useCanAccess({
    resource: 'charge-types',
    action: 'list',
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('zabuni.menu.home')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('zabuni.landing.title', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('zabuni.landing.intro')}
      </Typography>
      {canListChargeTypes && (
        <Card sx={{ maxWidth: 360 }}>
          <CardActionArea component={RouterLink} to="/charge-types">
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <ReceiptLongIcon color="primary" fontSize="large" />
              <Box>
                <Typography variant="h6" component="h2">
                  {translate('zabuni.landing.chargeTypes')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('zabuni.landing.chargeTypesHint')}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      )}
      <MySignedDocuments />
    </Box>
  );
};
