import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { feedbackCategories } from '../../resources/feedback/categories';

const DIALOG_WIDTH = 700;
const MESSAGE_MAX = 2000;

/** The feedback form the shell's button opens (FeedbackButton.tsx): a category and a message. */
const FeedbackDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { pathname } = useLocation();
  const [category, setCategory] = useState<string>('SUGGESTION');
  const [message, setMessage] = useState('');
  const [isSending, setIsSending] = useState(false);
  const canSend = message.trim() !== '' && message.length <= MESSAGE_MAX && !isSending;

  const send = async () => {
    setIsSending(true);
    try {
      await dataProvider.saveFeedback({
        feedback: { category, message: message.trim(), pageUrl: pathname },
      });
      notify('zabuni.feedback.thanks', { type: 'success' });
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setIsSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="feedback-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="feedback-title">{translate('zabuni.feedback.title')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          row
          aria-label={translate('zabuni.feedback.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          {feedbackCategories.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={translate(`zabuni.feedback.categories.${value}`)}
            />
          ))}
        </RadioGroup>
        <TextField
          label={translate('zabuni.feedback.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          margin="normal"
          helperText={`${message.length}/${MESSAGE_MAX}`}
          error={message.length > MESSAGE_MAX}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={!canSend}>
          {translate('zabuni.feedback.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default FeedbackDialog;
