import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { PageTitle } from '../shared/PageTitle';
import {
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { ServiceUsersPanel } from './ServiceUsersPanel';

/** My institution's services on the left; the chosen service's users, to add and remove, beside. */
export const ServiceUsersPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { data: services = [], isError } = useQuery({
    queryKey: ['service-users', 'services'],
    queryFn: () => dataProvider.getMyInstitutionServices(),
  });
  const [chosenUuid, setChosenUuid] = useState<string>();
  const chosen = services.find((service) => service.uuid === chosenUuid) ?? services[0];
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <PageTitle title={translate('resources.services.name', { smart_count: 2 })} />
      <Card variant="outlined" sx={{ flex: '0 1 340px' }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('zabuni.organisation.services')}
          </Typography>
          {isError && (
            <Typography color="error">{translate('zabuni.organisation.fetchFailed')}</Typography>
          )}
          {!isError && services.length === 0 && (
            <Typography color="text.secondary">
              {translate('zabuni.organisation.noServices')}
            </Typography>
          )}
          <List dense>
            {services.map((service) => (
              <ListItemButton
                key={service.uuid}
                selected={service.uuid === chosen?.uuid}
                onClick={() => setChosenUuid(service.uuid)}
              >
                <ListItemText
                  primary={service.name}
                  secondary={`${translate('zabuni.organisation.group')}: ${service.serviceGroup.name}`}
                />
                {!service.active && <Chip size="small" label={translate('ra.boolean.false')} />}
              </ListItemButton>
            ))}
          </List>
        </CardContent>
      </Card>
      <Box sx={{ flex: '1 1 420px' }}>
        {chosen && <ServiceUsersPanel key={chosen.uuid} service={chosen} />}
      </Box>
    </Box>
  );
};
