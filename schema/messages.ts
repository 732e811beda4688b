// User-facing messages: the English text of spec section 8 and 5, plus the few our server adds.
export const messages = {
  somethingWrong: 'Something went wrong...',
  unknownError: 'Unknown error. Please try again.',
  communityUnavailable: 'This community is currently unavailable. Please try again later.',
  loginNotRecognised: 'Email or password not recognised',
  invalidCode: 'Invalid code. You need to request a new one',
  noAccess: 'Sorry, you do not have access to this community.',
  accountDisabled: 'This account is disabled.',
  accountLocked: 'This account is locked.',
  emailInUse: 'Email address already in use',
  invitationExpired: 'This invitation has expired or been used already.',
  usernameInUse: 'Username already in use',
  usernameIncorrect: 'The username is incorrect',
  emailTaken: 'This email address has already been taken',
  resetLinkInvalid: 'This password reset link has already been used or is invalid',
  emailNotConfirmed: 'Email could not be confirmed',
  uploadFailed: 'Could not upload file',
  fileFormatUnsupported: 'This file format is not supported',
  messageNotSent: "Couldn't send the message. Try again later",
  commentNotPosted: "Sorry, we couldn't post your comment. Please try again.",
  commentTimedOut: "Couldn't post comment: timed out",
  postNotSent: 'The post could not be sent, please try again later.',
  postNotFound: 'Post does not exist',
  commentNotFound: 'Comment does not exist',
  avatarUploadFailed: 'Could not upload the avatar',
  mediaLoadFailed: 'Loading media failed. Please try again later.',
  updateAvailable: 'An update of this site is available. Please refresh the page.',
  emailInvalid: 'Email address not valid',
  passwordTooShort: 'Password must be at least {count} characters',
  mandatoryFields: 'Please fill in all mandatory fields',
  invalidUrl: 'This is not a valid URL',
  // Our server's own wording where the spec names a rule but no text.
  postEmpty: 'A post needs some text.',
  commentEmpty: 'A comment needs some text.',
  postTooLong: 'This post is too long.',
  commentTooLong: 'This comment is too long.',
  groupNotFound: 'Group does not exist',
  notAMember: 'Join this group to see its posts.',
  postingNotAllowed: 'You cannot post in this group.',
  commentsDisabled: 'Comments are turned off for this post.',
  sessionRequired: 'Please sign in to continue.',
  sessionInvalid: 'Your session has ended. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'Not found',
  badRequest: 'The request is not valid.',
  idempotencyConflict: 'This request key was already used for a different request.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  invalidCursor: 'The cursor is not valid.',
  requestTooLarge: 'This request is too large.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
