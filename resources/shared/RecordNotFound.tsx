import type { ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetOne, useResourceContext, useTranslate } from 'react-admin';
import { PageTitle } from './PageTitle';
import { Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { ResponseCode } from '../../contract/responseCodes';
import { responseCodeErrorOf } from '../../providers/responses';

/** How a read says there is no such record: not found, or a key that cannot name one (garbage). */
const NO_SUCH_RECORD: readonly number[] = [ResponseCode.NOT_FOUND, ResponseCode.INVALID_INPUT];

export const isNoSuchRecord = (error: unknown): boolean =>
  NO_SUCH_RECORD.includes(responseCodeErrorOf(error)?.code ?? 0);

/** The record screen of a record that does not exist: said plainly, with the way to its list. */
export const RecordNotFound = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <PageTitle title={translate('zabuni.notFound.recordTitle')} />
      <CardContent>
        <Typography sx={{ mb: 3 }}>{translate('zabuni.notFound.record')}</Typography>
        <Button component={RouterLink} to={`/${resource ?? ''}`} variant="outlined">
          {translate('zabuni.notFound.toList')}
        </Button>
      </CardContent>
    </Card>
  );
};

/**
 * A record screen that opens only on a record that exists (issue 38 item 5): the record is read
 * first (the view then finds it in the query cache); an answer that there is no such record shows
 * RecordNotFound at once, where react-admin's view would say "Element does not exist" and leave for
 * the list. Any other failure is the view's to show, as before.
 */
export function withFoundRecord(View: ComponentType | undefined): ComponentType | undefined {
  if (!View) return View;
  const WithFoundRecord = () => {
    const resource = useResourceContext();
    const { id } = useParams<{ id: string }>();
    const { isPending, error } = useGetOne(
      resource ?? '',
      { id: id ?? '' },
      { enabled: !!resource && !!id },
    );
    if (isNoSuchRecord(error)) return <RecordNotFound />;
    if (isPending && !error) return <LinearProgress sx={{ mt: 2 }} />;
    return <View />;
  };
  WithFoundRecord.displayName = `WithFoundRecord(${View.displayName ?? View.name})`;
  return WithFoundRecord;
}
