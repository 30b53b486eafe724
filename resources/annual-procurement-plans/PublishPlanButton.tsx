import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import PublicIcon from '@mui/icons-material/Public';
import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { fetchPlanPreview } from './ocds';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { PlanReleasesPreview } from './PlanReleasesPreview';

/**
 * Publishes the plan as open data (permission app.annualProcurementPlan.publish): first it shows
 * what will be public (the preview of its OCDS releases), then publishes on confirmation.
 */
export const PublishPlanButton = () => {
  const record = useRecordContext<{ uuid: string; title: string; publishedAt?: string | null }>();
  const { canAccess } = useCanAccess({ resource: 'open-data', action: 'edit' });
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [preview, setPreview] = useState<Awaited<ReturnType<typeof fetchPlanPreview>> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!record || !canAccess || record.publishedAt) return null;

  const open = async (event: React.MouseEvent) => {
    // Inside a list row: open the dialog, not the row.
    event.stopPropagation();
    setIsOpen(true);
    setError(null);
    setPreview(null);
    try {
      setPreview(await fetchPlanPreview(record.uuid));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const publish = async () => {
    setIsBusy(true);
    try {
      await dataProvider.publishAnnualProcurementPlan({ annualProcurementPlanUuid: record.uuid });
      notify('zabuni.plans.published', { type: 'success' });
      setIsOpen(false);
      refresh();
    } catch (failure) {
      setError((failure as Error).message);
    }
    setIsBusy(false);
  };

  return (
    <>
      <Button label="zabuni.plans.publish" onClick={open}>
        <PublicIcon />
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        onClick={(event) => event.stopPropagation()}
        maxWidth="md"
        fullWidth
        aria-labelledby="publish-plan-title"
      >
        <DialogTitle id="publish-plan-title">
          {translate('zabuni.plans.publishTitle', { title: record.title })}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{translate('zabuni.plans.publishExplanation')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {!preview && !error && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {preview && <PlanReleasesPreview preview={preview} />}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setIsOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={publish} disabled={!preview || isBusy}>
            {translate('zabuni.plans.publishConfirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
