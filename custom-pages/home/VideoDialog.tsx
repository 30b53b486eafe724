import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogTitle } from '@mui/material';

/** The spec's video dialog: 640x450 (its content is not shown in the spec). */
export const VIDEO_DIALOG_SIZE = { width: 640, height: 450 } as const;

/** An introduction video, offered when the build names one (VITE_INTRO_VIDEO_URL). */
const introVideoUrl: string | undefined = import.meta.env.VITE_INTRO_VIDEO_URL || undefined;

export const VideoDialog = ({ src = introVideoUrl }: { src?: string }) => {
  const translate = useTranslate();
  const [isOpen, setIsOpen] = useState(false);
  if (!src) return null;
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>{translate('zabuni.home.watchVideo')}</Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: VIDEO_DIALOG_SIZE.width, maxWidth: '100%' } } }}
      >
        <DialogTitle>{translate('zabuni.home.watchVideo')}</DialogTitle>
        <video
          src={src}
          controls
          width={VIDEO_DIALOG_SIZE.width}
          height={VIDEO_DIALOG_SIZE.height}
          style={{ maxWidth: '100%', display: 'block' }}
        />
      </Dialog>
    </>
  );
};
