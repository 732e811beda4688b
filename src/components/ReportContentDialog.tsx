// Reports a post or a comment to the hosts, with a reason; a second report of the same one is taken as the first.
import { messages } from '../../schema/messages';
import type { ReportedItemType } from '../../schema/post-controls';
import { getEngine } from '../data/engine';
import ReportDialog from './ReportDialog';

export default function ReportContentDialog({ itemType, id, onClose }: { itemType: ReportedItemType; id: number; onClose(): void }) {
  const name = itemType === 'Post' ? 'post' : 'comment';
  return (
    <ReportDialog
      title={`Report this ${name}`}
      question={`Why are you reporting this ${name}?`}
      emptyMessage={messages.contentReportReasonRequired}
      send={(reason) => getEngine().account.reportContent(itemType, id, reason)}
      onClose={onClose}
    />
  );
}
