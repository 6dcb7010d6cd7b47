import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import UploadIcon from '@mui/icons-material/Upload';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PhotoFileInput } from '../../../client/photo/PhotoFileInput';
import { toast } from '../../../client/toasts/toast-store';
import type { UploadProgress } from '../../../client/upload';
import type { CurrentUserDto } from '../../guest/contract';
import { PROFILE_TEXTS } from '../contract';
import { convertAvatarToProfile, uploadProfilePicture } from './api/use-picture';
import { refreshUser } from './api/use-user';
import { serverMessage, translateMessage } from './messages';
import { PICTURE_TYPES, pictureFileError } from './picture-file';

/** The picture tab: upload a profile picture (type and 5MB checked first, progress shown) or convert the avatar. */
export function PictureTab({ user }: { user: CurrentUserDto }) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [uploading, setUploading] = useState(false);
  const [converting, setConverting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const shown = picture ?? user.profileImageUrl;
  const busy = uploading || converting;

  const onFile = async (file: File) => {
    const invalid = pictureFileError(file);
    if (invalid) {
      const message = translateMessage(t, invalid);
      setProblem(message);
      toast({ title: t('toasts.invalidImageTitle'), description: message, variant: 'destructive' });
      return;
    }
    setProblem(null);
    setUploading(true);
    setUpload({ loaded: 0, total: file.size, percent: 0 });
    try {
      const res = await uploadProfilePicture(user.id, file, setUpload);
      setPicture(res.profileImageUrl);
      await refreshUser(queryClient, user.id);
      toast({ title: t('toasts.pictureUpdatedTitle'), description: t('toasts.pictureUploaded') });
    } catch (err) {
      const message = serverMessage(t, err, t('toasts.uploadFailed'));
      setProblem(message);
      toast({ title: t('toasts.uploadFailedTitle'), description: message, variant: 'destructive' });
    } finally {
      setUploading(false);
      setUpload(null);
    }
  };

  const convert = async () => {
    if (!user.avatarUrl) {
      const message = translateMessage(t, PROFILE_TEXTS.needsAvatar);
      setProblem(message);
      toast({ title: t('toasts.conversionFailedTitle'), description: message, variant: 'destructive' });
      return;
    }
    setProblem(null);
    setConverting(true);
    try {
      const res = await convertAvatarToProfile(user.id);
      setPicture(res.profileImageUrl);
      await refreshUser(queryClient, user.id);
      toast({ title: t('toasts.pictureUpdatedTitle'), description: t('toasts.pictureConverted') });
    } catch (err) {
      const message = serverMessage(t, err, t('toasts.conversionFailed'));
      setProblem(message);
      toast({ title: t('toasts.conversionFailedTitle'), description: message, variant: 'destructive' });
    } finally {
      setConverting(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        <Typography component="h2" variant="h6">
          {t('picture.title')}
        </Typography>
        {shown ? (
          <Box component="img" src={shown} alt={t('picture.current')} sx={{ width: 160, height: 160, borderRadius: '50%', objectFit: 'cover', bgcolor: 'action.hover' }} />
        ) : (
          <Typography color="text.secondary">{t('picture.none')}</Typography>
        )}
        <PhotoFileInput ref={input} accept={PICTURE_TYPES.join(',')} hidden data-testid="picture-input" onFile={(file) => void onFile(file)} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" startIcon={<UploadIcon aria-hidden />} onClick={() => input.current?.click()} disabled={busy}>
            {t('picture.choose')}
          </Button>
          <Button variant="outlined" startIcon={<AutoFixHighIcon aria-hidden />} onClick={() => void convert()} disabled={busy}>
            {converting ? t('picture.converting') : t('picture.convert')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('picture.hint')} {t('picture.convertHint')}
        </Typography>
        {uploading && (
          <Box sx={{ width: '100%' }}>
            <LinearProgress
              variant={upload?.percent == null ? 'indeterminate' : 'determinate'}
              value={upload?.percent ?? undefined}
              aria-label={t('picture.progress')}
            />
            <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
              {upload?.percent == null ? t('picture.uploadingUnknown') : t('picture.uploading', { percent: upload.percent })}
            </Typography>
          </Box>
        )}
        {problem && (
          <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
            {problem}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
