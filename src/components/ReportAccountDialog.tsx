// Reports a member's account to the hosts, with a reason (docs/product.md 6).
import { messages } from '../../schema/messages';
import { getEngine } from '../data/engine';
import ReportDialog from './ReportDialog';

export default function ReportAccountDialog({ accountId, name, onClose }: { accountId: number; name: string; onClose(): void }) {
  return (
    <ReportDialog
      title={`Report ${name}`}
      question="Why are you reporting this account?"
      emptyMessage={messages.reportReasonRequired}
      send={(reason) => getEngine().account.report(accountId, reason)}
      onClose={onClose}
    />
  );
}
