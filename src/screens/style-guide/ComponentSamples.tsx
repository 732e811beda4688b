// The shared components on the style guide, in the page's language: buttons, fields, cards, a post card with sample content, notices and a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../schema/messages';
import { draftPost } from '../../../schema/mirror/draft-rows';
import DialogFrame from '../../components/DialogFrame';
import FormAlert from '../../components/FormAlert';
import PostCard from '../../components/PostCard';
import TextField from '../../components/TextField';
import type { PostView } from '../../hooks/mirror-views';

/** A post nobody wrote: no server id (so no link, no likers to load), by an author who is not the member. */
function samplePost(body: string): PostView {
  const at = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const draft = draftPost({ clientId: 'style-guide', authorId: 0, wallKey: 'style-guide', groupId: 0, body: { body }, shared: null, now: at });
  return { ...draft, id: 0, status: undefined, likes_count: 12, comments_count: 3, author: { id: 0, display_name: 'Mia Rossi', avatar_url: null } };
}

export default function ComponentSamples() {
  const { t } = useTranslation('style-guide');
  const [name, setName] = useState('Mia Rossi');
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <section className="card stack" aria-labelledby="sg-buttons">
        <h3 id="sg-buttons">{t('components.buttons')}</h3>
        <div className="style-guide__row">
          <button type="button" className="button">{t('components.button')}</button>
          <button type="button" className="button button--quiet">{t('components.quiet')}</button>
          <button type="button" className="button button--danger">{t('components.danger')}</button>
          <button type="button" className="button button--small">{t('components.small')}</button>
          <button type="button" className="button" disabled>{t('components.disabled')}</button>
        </div>
      </section>
      <section className="card stack form" aria-labelledby="sg-fields">
        <h3 id="sg-fields">{t('components.fields')}</h3>
        <TextField label={t('components.fieldLabel')} hint={t('components.fieldHint')} value={name} onChange={setName} />
        <label className="check">
          <input type="checkbox" defaultChecked /> {t('components.check')}
        </label>
      </section>
      <section className="stack" aria-labelledby="sg-cards">
        <h3 id="sg-cards">{t('components.cards')}</h3>
        <div className="card">
          <h2>{t('components.cardTitle')}</h2>
          <p>{t('components.cardText')}</p>
        </div>
        <p className="card empty muted">{t('components.empty')}</p>
        {/* A sample, not a post: nothing on it may be liked, reported or followed. */}
        <div inert data-testid="style-guide-post">
          <PostCard post={samplePost(t('components.postBody'))} />
        </div>
      </section>
      <section className="card stack" aria-labelledby="sg-notices">
        <h3 id="sg-notices">{t('components.notices')}</h3>
        <FormAlert error={messages.somethingWrong} />
        <FormAlert success={t('components.success')} />
        <p className="card notice">{t('components.warning')}</p>
      </section>
      <section className="card stack" aria-labelledby="sg-dialogs">
        <h3 id="sg-dialogs">{t('components.dialogs')}</h3>
        <div>
          <button type="button" className="button button--quiet" onClick={() => setDialog(true)}>
            {t('components.openDialog')}
          </button>
        </div>
        {dialog && (
          <DialogFrame title={t('components.dialogTitle')} testId="style-guide-dialog" closeLabel={t('components.close')} onClose={() => setDialog(false)}>
            <p>{t('components.dialogText')}</p>
          </DialogFrame>
        )}
      </section>
    </>
  );
}
