// A wall's composer: text with mentions and hashtags, files, a poll, a link button, sharing and scheduling, kept as a
// draft on every change; each rule of docs/product.md 5 is shown beside the part it concerns and the send button waits for none.
import { useId, useMemo, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_BODY_MAX } from '../../../schema/constants';
import type { ComposerContext } from '../../../schema/mirror/composer-drafts';
import { combinationMessages, maySchedule, postRuleIssuesByField, type PostRuleField } from '../../../schema/post-rules';
import type { LocalGroup } from '../../../schema/local-db';
import { lazyScreen } from '../../app/lazy-screen';
import { notePushMoment } from '../../app/push-moment';
import { useComposerDraft } from '../../hooks/use-composer-draft';
import { useKv } from '../../hooks/use-kv';
import { sendPost } from '../../data/post-echoes';
import { newPoll, toLocalInput, toPostDraft, toRuleInput, type ComposerState } from '../../lib/composer-state';
import { useLocalMessage } from '../../i18n/use-local-message';
import { errorMessage } from '../../lib/error-message';
import OnDemand from '../OnDemand';
import PushPrompt from '../PushPrompt';
import AttachmentsField, { useAttachmentAdder } from './AttachmentsField';
import ComposerInserts from './ComposerInserts';
import FieldErrors from './FieldErrors';
import MentionTextArea, { type MentionTextAreaHandle } from './MentionTextArea';
import { postDraftCodec } from './post-draft-codec';

// The optional parts load when first opened (src/components/OnDemand.tsx): the feed's file carries only the composer itself (bench bundle-size).
const PollEditor = lazyScreen(() => import('./PollEditor'));
const LinkButtonEditor = lazyScreen(() => import('./LinkButtonEditor'));
const SharePicker = lazyScreen(() => import('./SharePicker'));
const SchedulePicker = lazyScreen(() => import('./SchedulePicker'));

type Part = 'poll' | 'link' | 'share' | 'schedule';

export default function PostComposer({ group }: { group: LocalGroup }) {
  const context = useMemo<ComposerContext>(() => ({ type: 'post', wall_key: group.key }), [group.key]);
  const { state, update, reset, restored } = useComposerDraft(context, postDraftCodec);
  const configuration = useKv('configuration');
  const limits = useKv('limits');
  const user = useKv('userData')?.user;
  const role = user?.role;
  const canSchedule = maySchedule(role, group.user_role);
  const [touched, setTouched] = useState<ReadonlySet<PostRuleField>>(new Set());
  const [sendError, setSendError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const text = useRef<MentionTextAreaHandle>(null);
  const [dragging, setDragging] = useState(false);
  const { t } = useTranslation('posts');
  const local = useLocalMessage();

  const ctx = { now: new Date(), videoAvailable: !(limits?.videos.reached ?? false), gifEnabled: configuration?.gif_upload_enabled ?? true, canSchedule };
  const issues = postRuleIssuesByField(toRuleInput(state), ctx);
  // A part's own problems show once the member changed it; how parts combine shows at once.
  const shown = (field: PostRuleField) =>
    issues.filter((i) => i.field === field && (touched.has(field) || combinationMessages.has(i.message))).map((i) => i.message);
  const change = (field: PostRuleField, next: Partial<ComposerState>, touch = true) => {
    if (touch) setTouched((t) => new Set(t).add(field).add('body'));
    setSendError(null);
    update((s) => ({ ...s, ...next }));
  };
  const adder = useAttachmentAdder(state.attachments, (attachments) => change('media', { attachments }), ctx);
  // Files dragged over the composer are dropped into its attachments (docs/architecture.md, "Composer and drafts").
  const carriesFiles = (e: DragEvent) => restored && e.dataTransfer.types.includes('Files');
  const onDragOver = (e: DragEvent) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (e: DragEvent) => {
    setDragging(false);
    if (!carriesFiles(e)) return;
    e.preventDefault();
    adder.add([...e.dataTransfer.files]);
  };
  const toggle = (part: Part) => {
    const open = part === 'schedule' ? state.schedule !== null : state[part] !== null;
    if (open) return change(part === 'link' ? 'link_button' : part === 'share' ? 'shared' : part === 'schedule' ? 'scheduled_at' : 'poll', { [part]: null });
    // Opening a part is not changing it: its own messages wait for the member's first edit.
    const now = new Date();
    if (part === 'poll') change('poll', { poll: newPoll(now) }, false);
    if (part === 'link') change('link_button', { link: { text: '', url: '' } }, false);
    // Open with nothing chosen yet (an empty key is left out of the post).
    if (part === 'share') change('shared', { share: { type: 'group', key: '' } }, false);
    if (part === 'schedule') change('scheduled_at', { schedule: toLocalInput(new Date(now.getTime() + 3_600_000)) }, false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (issues.length > 0) return;
    setBusy(true);
    setSendError(null);
    try {
      await sendPost(group, user?.id, toPostDraft(state));
      notePushMoment('post', group.key);
      reset();
      setTouched(new Set());
    } catch (err) {
      setSendError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const bodyErrors = shown('body');
  const tools: [Part, string, boolean][] = [
    ['poll', t('composer.poll'), state.poll !== null],
    ['link', t('composer.link'), state.link !== null],
    ['share', t('composer.share'), state.share !== null],
    ...(canSchedule ? [['schedule', t('composer.schedule'), state.schedule !== null] as [Part, string, boolean]] : []),
  ];
  return (
    <>
      <form
        className={dragging ? 'card composer composer--drop' : 'card composer'}
        data-testid="post-composer"
        onSubmit={submit}
        noValidate
        onDragOver={onDragOver}
        onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDragging(false)}
        onDrop={onDrop}
      >
        <MentionTextArea
          label={t('composer.writePost')}
          value={state.text}
          maxLength={POST_BODY_MAX}
          disabled={!restored}
          invalid={bodyErrors.length > 0}
          describedBy={bodyErrors.length ? `${id}-body` : undefined}
          onChange={(text) => change('body', { text })}
          onPasteFiles={adder.add}
          handle={text}
        />
        {dragging && (
          <p className="composer__drop" aria-hidden="true">
            {t('composer.dropFiles')}
          </p>
        )}
        <FieldErrors id={`${id}-body`} messages={bodyErrors} />
        <AttachmentsField
          inputId={`${id}-files`}
          adder={adder}
          value={state.attachments}
          onChange={(attachments) => change('media', { attachments })}
          videoAvailable={ctx.videoAvailable}
          gifEnabled={ctx.gifEnabled}
          disabled={!restored}
        />
        <FieldErrors id={`${id}-media`} messages={shown('media')} />
        {/* Each in its own OnDemand: opening a second part leaves the first on screen while it loads. */}
        {state.poll && (
          <OnDemand>
            <PollEditor value={state.poll} errors={shown('poll')} onChange={(poll) => change('poll', { poll })} onRemove={() => toggle('poll')} />
          </OnDemand>
        )}
        {state.link && (
          <OnDemand>
            <LinkButtonEditor value={state.link} errors={shown('link_button')} onChange={(link) => change('link_button', { link })} onRemove={() => toggle('link')} />
          </OnDemand>
        )}
        {state.share && (
          <OnDemand>
            <SharePicker
              value={state.share.type === 'group' && state.share.key === '' ? null : state.share}
              errors={shown('shared')}
              onChange={(share) => change('shared', { share: share ?? { type: 'group', key: '' } })}
              onRemove={() => toggle('share')}
            />
          </OnDemand>
        )}
        {state.schedule !== null && (
          <OnDemand>
            <SchedulePicker value={state.schedule} errors={shown('scheduled_at')} onChange={(schedule) => change('scheduled_at', { schedule })} onRemove={() => toggle('schedule')} />
          </OnDemand>
        )}
        {sendError && (
          <p className="form-error" role="alert">
            {local(sendError)}
          </p>
        )}
        <div className="composer__actions composer__toolbar">
          <div className="composer__tools" role="group" aria-label={t('composer.tools')}>
            <ComposerInserts fileInputId={`${id}-files`} disabled={!restored} onInsert={(s) => text.current?.insert(s)} />
            {tools.map(([part, label, on]) => (
              <button key={part} type="button" className="button button--small button--quiet" aria-pressed={on} onClick={() => toggle(part)}>
                {label}
              </button>
            ))}
          </div>
          <button type="submit" className="button" disabled={busy || !restored || issues.length > 0}>
            {state.schedule !== null ? t('composer.schedulePost') : t('composer.post')}
          </button>
        </div>
      </form>
      {/* After the visit's first post, the push offer in place under the composer it came from. */}
      <PushPrompt place="post" placeKey={group.key} />
    </>
  );
}
