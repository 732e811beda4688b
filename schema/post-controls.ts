// Post controls: the pin, comments-off and report bodies, and reports of posts and comments (what a pin lasts: pin-rules.ts).
import { z } from 'zod';
import { isoDate } from './common';
import { member } from './members';
import { messages } from './messages';
import { pinDurations } from './pin-rules';

/** POST /api/v2/posts/{id}/pin */
export const pinBody = z.object({ duration: z.enum(pinDurations) });
export type PinBody = z.infer<typeof pinBody>;

/** PUT /api/v2/posts/{id}/comments_disabled: the host turns a post's comments off (true) or on again (false). */
export const commentsSettingBody = z.object({ comments_disabled: z.boolean() });
export type CommentsSettingBody = z.infer<typeof commentsSettingBody>;

/** POST /api/v2/posts/{id}/reports and /api/v2/comments/{id}/reports: why the member reports it. */
export const contentReportBody = z.object({
  reason: z.string({ error: messages.contentReportReasonRequired }).trim().min(1, messages.contentReportReasonRequired).max(2000, messages.badRequest),
});
export type ContentReportBody = z.infer<typeof contentReportBody>;

export const reportedItemTypes = ['Post', 'Comment'] as const;
export type ReportedItemType = (typeof reportedItemTypes)[number];

/** A member's report as its reporter is answered (the same answer for a second report of the same item). */
export const contentReport = z.object({
  id: z.number().int(),
  item_type: z.enum(reportedItemTypes),
  item_id: z.number().int(),
  reason: z.string(),
  created_at: isoDate,
});
export const contentReportResponse = z.object({ report: contentReport });

/** GET /api/v2/reports (hosts): an open report with what a host needs to judge it. */
export const openReport = contentReport.extend({
  /** The post the item is (or is under): where the host goes to act. */
  post_id: z.number().int(),
  /** The reported text, shortened to 200 characters. */
  excerpt: z.string(),
  author: member,
  reporter: member,
});
export type OpenReport = z.infer<typeof openReport>;
export const openReportsResponse = z.object({ reports: z.array(openReport) });
export type OpenReportsResponse = z.infer<typeof openReportsResponse>;
