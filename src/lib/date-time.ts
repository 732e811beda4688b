// A moment as members read it in full: date and time in their locale.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
