import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGreetingName } from '../useGreetingName';

export function Greeting() {
  const { t } = useTranslation();
  const name = useGreetingName();
  return (
    <div>
      <Typography variant="h5" component="p">
        {name ? t('homepage.greeting', { name }) : t('homepage.greetingAnonymous')}
      </Typography>
      <Typography color="text.secondary">{t('homepage.intro')}</Typography>
    </div>
  );
}
