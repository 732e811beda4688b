// Reports a post or a comment to the hosts, with a reason; a second report of the same one is taken as the first.
import { useTranslation } from 'react-i18next';
import { messages } from '../../schema/messages';
import type { ReportedItemType } from '../../schema/post-controls';
import { getEngine } from '../data/engine';
import ReportDialog from './ReportDialog';

export default function ReportContentDialog({ itemType, id, onClose }: { itemType: ReportedItemType; id: number; onClose(): void }) {
  const { t } = useTranslation('posts');
  const post = itemType === 'Post';
  return (
    <ReportDialog
      title={post ? t('report.postTitle') : t('report.commentTitle')}
      question={post ? t('report.postQuestion') : t('report.commentQuestion')}
      emptyMessage={messages.contentReportReasonRequired}
      send={(reason) => getEngine().account.reportContent(itemType, id, reason)}
      onClose={onClose}
    />
  );
}
