// The navigation's count of new activities (loaded apart from the entry chunk: it reads the mirror).
import { useNewActivitiesCount } from '../hooks/use-activities';
import NavCount from './NavCount';

export default function NewActivitiesCount() {
  return <NavCount count={useNewActivitiesCount()} testId="new-activities" noun="new" />;
}
