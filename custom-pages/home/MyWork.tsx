import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { TaskCounter } from './methods';
import { pathInThisRelease, taskLink } from '../../contract/taskLinks';
import { homeQueries } from './homeQueries';
import { useRisingProgress } from './useRisingProgress';

/**
 * What waits for the signed-in user: task counters by record kind and notifications (clarifications,
 * endorsed requisitions, government services), each linked to the page that handles its kind where
 * that page is part of this release, otherwise shown without a link.
 */
export const MyWork = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const reads = homeQueries(dataProvider);
  const tasks = useQuery(reads.tasks);
  const notifications = useQuery(reads.notifications);
  const clarifications = useQuery(reads.clarifications);
  const isLoading = tasks.isPending || notifications.isPending || clarifications.isPending;
  const progress = useRisingProgress(isLoading);
  const clarificationCount = clarifications.data?.pending ?? 0;
  const hasNotifications = (notifications.data?.length ?? 0) > 0 || clarificationCount > 0;

  return (
    <Box component="section" aria-labelledby="my-work" sx={{ mb: 4 }}>
      <Typography id="my-work" variant="h5" component="h2" gutterBottom>
        {translate('zabuni.home.myTasks')}
      </Typography>
      {isLoading && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={translate('zabuni.home.loading')}
          sx={{ mb: 2 }}
        />
      )}
      {tasks.isError && <Alert severity="error">{translate('zabuni.home.failed')}</Alert>}
      {tasks.data?.length === 0 && (
        <Typography color="text.secondary">{translate('zabuni.home.noTasks')}</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          mb: 3,
        }}
      >
        {tasks.data?.map((counter) => (
          <TaskCard key={counter.model} counter={counter} />
        ))}
      </Box>

      <Typography variant="h5" component="h2" gutterBottom>
        {translate('zabuni.home.notificationsTitle')}
      </Typography>
      {!isLoading && !hasNotifications && (
        <Typography color="text.secondary">{translate('zabuni.home.noNotifications')}</Typography>
      )}
      <List dense disablePadding sx={{ maxWidth: 720 }}>
        {clarificationCount > 0 && (
          <NotificationItem
            url={taskLink('Clarification')}
            primary={translate('zabuni.home.notifications.clarifications', {
              smart_count: clarificationCount,
            })}
            secondary={clarifications.data?.latest
              .slice(0, 3)
              .map((row) => `${row.tenderNumber}: ${row.question}`)
              .join(' · ')}
          />
        )}
        {notifications.data?.map((notification) => (
          <NotificationItem
            key={notification.id}
            url={notification.url}
            primary={translate(notification.message, { smart_count: notification.count })}
          />
        ))}
      </List>
    </Box>
  );
};

const TaskCard = ({ counter }: { counter: TaskCounter }) => {
  const translate = useTranslate();
  const path = pathInThisRelease(counter.link);
  const label = translate(`zabuni.home.kinds.${counter.model}`, { _: counter.model });
  const content = (
    <CardContent>
      <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 600 }}>
        {counter.idadi}
      </Typography>
      <Typography variant="body2">{label}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {path ? (
        <CardActionArea component={RouterLink} to={path}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

const NotificationItem = ({
  url,
  primary,
  secondary,
}: {
  url: string;
  primary: string;
  secondary?: string;
}) => {
  const path = pathInThisRelease(url);
  const text = <ListItemText primary={primary} secondary={secondary} />;
  return (
    <ListItem disablePadding divider>
      {path ? (
        <ListItemButton component={RouterLink} to={path}>
          {text}
        </ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1 }}>{text}</Box>
      )}
    </ListItem>
  );
};
