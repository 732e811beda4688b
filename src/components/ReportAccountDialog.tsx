// Reports a member's account to the hosts, with a reason (docs/product.md 6).
import { useTranslation } from 'react-i18next';
import { messages } from '../../schema/messages';
import { getEngine } from '../data/engine';
import ReportDialog from './ReportDialog';

export default function ReportAccountDialog({ accountId, name, onClose }: { accountId: number; name: string; onClose(): void }) {
  const { t } = useTranslation('account');
  return (
    <ReportDialog
      title={t('report.title', { name })}
      question={t('report.question')}
      emptyMessage={messages.reportReasonRequired}
      send={(reason) => getEngine().account.report(accountId, reason)}
      onClose={onClose}
    />
  );
}
