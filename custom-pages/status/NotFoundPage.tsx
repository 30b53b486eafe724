import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { Button, Card, CardContent, Typography } from '@mui/material';

/**
 * "anything else" in the route table. It is shown inside the signed-in layout (signed-out visitors
 * are sent to Sign In first), so it is a page of that layout, not the public pages' card.
 */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('zabuni.notFound.title')} />
      <CardContent>
        <Typography sx={{ mb: 3 }}>{translate('zabuni.notFound.body')}</Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          {translate('zabuni.placeholder.backHome')}
        </Button>
      </CardContent>
    </Card>
  );
};
