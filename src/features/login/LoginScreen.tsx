import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';

export interface LoginScreenProps {
  onLogin: () => void;
  errorMessage?: string;
  busy?: boolean;
}

/** What signed-out visitors see: the product, why to sign in, and the sign-in button. */
export function LoginScreen({ onLogin, errorMessage, busy = false }: LoginScreenProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <title>{t('login.title')}</title>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Stack spacing={3} sx={{ textAlign: 'center' }}>
            <div>
              <Typography variant="h1" sx={{ color: 'primary.dark' }}>
                {t('app.productName')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('app.tagline')}
              </Typography>
            </div>
            <Typography>{t('login.subtitle')}</Typography>
            {errorMessage && (
              <Alert severity="error" sx={{ textAlign: 'start' }}>
                {errorMessage}
              </Alert>
            )}
            <Button variant="contained" size="large" fullWidth loading={busy} onClick={onLogin}>
              {t('login.signIn')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <LanguageSwitcher />
    </Box>
  );
}
