// The navigation's count of new activities (loaded apart from the entry chunk: it reads the mirror).
import { useTranslation } from 'react-i18next';
import { useNewActivitiesCount } from '../hooks/use-activities';
import NavCount from './NavCount';

export default function NewActivitiesCount() {
  const { t } = useTranslation();
  const count = useNewActivitiesCount();
  return <NavCount count={count} testId="new-activities" label={t('nav.newCount', { count })} />;
}
