// /walkthrough/{slideId?}: the introduction slides (guard 7) from the device, step by step, with skip and finish saved through the outbox.
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../app/router';
import type { MutationKind } from '../../../schema/outbox';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { skipWalkthrough } from '../../app/walkthrough-skip';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import UnsentChangeState from '../../components/UnsentChangeState';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useKv } from '../../hooks/use-kv';
import { useLeaveWhen } from '../../hooks/use-leave-when';

const WALKTHROUGH_KINDS: readonly MutationKind[] = ['walkthrough.update'];

export default function WalkthroughScreen() {
  const { t } = useTranslation('walkthrough');
  useDocumentTitle(t('title'));
  const { slideId } = useParams();
  const { userData } = useSession();
  const navigate = useNavigate();
  // The slides from the device at once (offline too); the server's refresh them.
  const slides = useKv('walkthroughSlides');
  const load = useEngineLoad('walkthrough-slides', (engine) => engine.settings.loadWalkthroughSlides());
  const step = useAccountAction();
  const leave = useLeaveWhen(userData?.walkthrough_completed === true);

  if (slides === undefined) return null;
  if (slides === null) return <NotOnDevice {...load} loadingText={t('loading')} />;

  // The slide in the address, else where the member stopped last time, else the first.
  const lastStep = userData?.last_walkthrough_step?.walkthrough_step.id;
  const wanted = slideId ? Number(slideId) : lastStep;
  const index = Math.max(0, slides.findIndex((s) => s.id === wanted));
  const slide = slides[index];
  const last = index >= slides.length - 1;

  /** Completion lands in user data at once (the outbox sends it); the guards then follow a remembered target, the screen goes on to root. */
  const finish = async () => {
    const result = await step.run(() => getEngine().settings.saveWalkthrough({ completed: true, ...(slide ? { step_id: slide.id } : {}) }));
    if (result?.ok) leave();
  };

  const skip = async () => {
    // Held on the device at once, so the walkthrough stays away even before (or without) the server's answer.
    if (userData) skipWalkthrough(userData.user.id);
    const result = await step.run(() => getEngine().settings.saveWalkthrough({ completed: true }));
    if (result && step.isMounted()) void navigate(href('root'), { replace: true });
  };

  const next = () => {
    const following = slides[index + 1];
    if (!following) return;
    // The outbox keeps the steps and the finish in order; a refused step shows below with Retry and Discard.
    void getEngine().settings.saveWalkthrough({ step_id: following.id }).catch(() => undefined);
    void navigate(href('walkthrough', { slideId: following.id }), { replace: true });
  };

  return (
    <section className="card walkthrough" data-testid="walkthrough" aria-roledescription="slides">
      {slide ? (
        <article key={slide.id} className="walkthrough__slide" aria-label={t('slide', { number: index + 1, total: slides.length })}>
          {slide.image_url && <img className="walkthrough__image" src={slide.image_url} alt="" />}
          <h1 dir="auto">{slide.title}</h1>
          <p dir="auto">{slide.body}</p>
        </article>
      ) : (
        <h1>{t('welcome')}</h1>
      )}
      <p className="muted walkthrough__progress">{slides.length > 0 ? t('progress', { number: index + 1, total: slides.length }) : null}</p>
      <FormAlert error={step.error} />
      <UnsentChangeState kinds={WALKTHROUGH_KINDS} />
      <div className="walkthrough__actions">
        {!last && (
          <button type="button" className="button button--quiet" onClick={skip} disabled={step.busy}>
            {t('skip')}
          </button>
        )}
        {last ? (
          <button type="button" className="button" onClick={finish} disabled={step.busy}>
            {t('start')}
          </button>
        ) : (
          <button type="button" className="button" onClick={next} disabled={step.busy}>
            {t('next')}
          </button>
        )}
      </div>
    </section>
  );
}
