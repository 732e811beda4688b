// How the unsent list names saving and unsaving, in the page's language (the saved namespace loads with the shell).
import type { Mutation } from '../../../schema/outbox';
import { i18n } from '../../i18n/i18n';

const what = (m: Mutation) => ('body' in m && m.body && 'saveable_type' in m.body ? m.body.saveable_type : 'item');

export const savedWords = {
  'saved_item.create': (m: Mutation) => i18n.t(`saved:saving.${what(m)}`),
  'saved_item.delete': (m: Mutation) => i18n.t(`saved:removing.${what(m)}`),
};
